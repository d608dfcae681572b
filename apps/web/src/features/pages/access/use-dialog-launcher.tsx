import { type ReactNode, useCallback, useState } from "react";
import type { LazyDialog } from "../../../lib/lazy-dialog";

/** The props every access dialog of the landing takes. */
export interface LaunchedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Opens a lazily loaded dialog: nothing of it is rendered (or loaded) before the first `prepare()` or `open()`, and
 * it stays mounted afterwards so that it can animate closed. `prepare()` loads and mounts it closed, with no
 * spinner, so that a later `open()` renders at once (the side navigation's pill opens it 0.8 s after a click).
 */
function useDialogLauncher(Dialog: LazyDialog<LaunchedDialogProps>): {
  open: () => void;
  prepare: () => void;
  element: ReactNode;
} {
  const [state, setState] = useState<{ open: boolean } | null>(null);
  const open = useCallback(() => setState({ open: true }), []);
  const prepare = useCallback(() => setState((current) => current ?? { open: false }), []);
  const element = state ? (
    <Dialog open={state.open} onOpenChange={(next) => setState({ open: next })} />
  ) : null;
  return { open, prepare, element };
}

export { useDialogLauncher };
