import type { ComponentProps } from "react";

/**
 * A free tool's form: the card it sits in, and no browser validation (each tool explains its own errors). The
 * spacing comes from the tool (`className`).
 */
function ToolForm({ className, ...props }: ComponentProps<"form"> & { className: string }) {
  return (
    <form
      noValidate
      className={`flex flex-col rounded-xl border border-border bg-card shadow-sm ${className}`}
      {...props}
    />
  );
}

export { ToolForm };
