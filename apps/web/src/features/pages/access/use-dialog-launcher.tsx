import { Spinner } from "@nivelia/ui";
import { type ComponentType, type ReactNode, Suspense, useCallback, useState } from "react";

/** The props every access dialog of the landing takes. */
export interface LaunchedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const dialogFallback = <Spinner label="Cargando…" className="fixed inset-0 z-50 bg-black/40" />;

/**
 * Opens a lazily loaded dialog: nothing of it is rendered (or loaded) before the first `prepare()` or `open()`, and
 * it stays mounted afterwards so that it can animate closed. `prepare()` loads and mounts it closed, with no
 * spinner, so that a later `open()` renders at once (the side navigation's pill opens it 0.8 s after a click).
 */
function useDialogLauncher(Dialog: ComponentType<LaunchedDialogProps>): {
  open: () => void;
  prepare: () => void;
  element: ReactNode;
} {
  const [state, setState] = useState<{ open: boolean } | null>(null);
  const open = useCallback(() => setState({ open: true }), []);
  const prepare = useCallback(() => setState((current) => current ?? { open: false }), []);
  const element = state ? (
    <Suspense fallback={state.open ? dialogFallback : null}>
      <Dialog open={state.open} onOpenChange={(next) => setState({ open: next })} />
    </Suspense>
  ) : null;
  return { open, prepare, element };
}

export { useDialogLauncher };
