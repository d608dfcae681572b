import type { ReactNode } from "react";

/** A dashed strip with a short remark about the page itself (an internal page, a draft, a limitation). */
function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="mx-auto flex max-w-5xl items-start gap-2 rounded-lg border border-border border-dashed bg-muted px-4 py-3 text-sm">
      {children}
    </p>
  );
}

export { Notice };
