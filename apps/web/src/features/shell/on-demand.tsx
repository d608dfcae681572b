import { Spinner } from "@nivelia/ui";
import { type ReactNode, Suspense } from "react";

/**
 * Keeps a lazily loaded dialog out of the page until it is first asked for, shows the loading overlay while its
 * code arrives, and keeps it mounted afterwards so it can animate closed.
 */
function OnDemand({ requested, children }: { requested: boolean; children: ReactNode }) {
  if (!requested) return null;
  return (
    <Suspense fallback={<Spinner label="Cargando…" className="fixed inset-0 z-50 bg-black/40" />}>
      {children}
    </Suspense>
  );
}

export { OnDemand };
