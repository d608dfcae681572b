import { outsideState } from "../../lib/outside-state";

// Toasts only follow something a visitor did in a form, the packages or the estimate's PDF. The shell mounts its
// toaster once the code of such a part has loaded (`wantToaster`), so a page without one never loads sonner, whose
// stylesheet, added to the page, restyled all of its elements after load.
const wanted = outsideState(false);

/** Asks the shell for its toaster: called by the module that raises toasts as it loads. */
export const wantToaster = (): void => wanted.set(true);
/** Whether the shell's toaster is mounted: never while hydrating, as the prerendered page has none. */
export const useToasterWanted = wanted.useValue;
