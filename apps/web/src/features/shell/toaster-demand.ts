import type { Toaster } from "@nivelia/ui/toaster";
import { outsideState } from "../../lib/outside-state";

// Toasts only follow something a visitor did in a form, the packages or the estimate's PDF. The module that raises
// them hands the shell its toaster as it loads (`provideToaster`), so the toaster's code comes with that part's,
// without a request of its own, and a page without such a part never loads sonner, whose stylesheet, added to the
// page, restyled all of its elements after load.
const toaster = outsideState<typeof Toaster | null>(null);

/** Gives the shell its toaster: called by the module that raises toasts as it loads. */
export const provideToaster = (component: typeof Toaster): void => toaster.set(component);
/** The shell's toaster once provided; never while hydrating, as the prerendered page has none. */
export const useToaster = toaster.useValue;
