import { Spinner } from "@nivelia/ui";
import { type ComponentType, type ReactNode, Suspense, useCallback, useState } from "react";

/** The props every access dialog of the landing takes. */
export interface LaunchedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const dialogFallback = <Spinner label="Cargando…" className="fixed inset-0 z-50 bg-black/40" />;

/**
 * Opens a lazily loaded dialog: nothing of it is rendered (or loaded) before the first `open()`, and it stays
 * mounted afterwards so that it can animate closed.
 */
function useDialogLauncher(Dialog: ComponentType<LaunchedDialogProps>): {
  open: () => void;
  element: ReactNode;
} {
  const [state, setState] = useState<{ open: boolean } | null>(null);
  const open = useCallback(() => setState({ open: true }), []);
  const element = state ? (
    <Suspense fallback={dialogFallback}>
      <Dialog open={state.open} onOpenChange={(next) => setState({ open: next })} />
    </Suspense>
  ) : null;
  return { open, element };
}

export { useDialogLauncher };
