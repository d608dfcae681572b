import { createContext, useContext } from "react";

/** What one home section can ask of another (dialogs shared across sections live in the home page). */
export interface HomeActions {
  /** Opens the beta-access dialog of the pricing section (also used by the side navigation's pill). */
  openBetaAccess: () => void;
  /** Fetches the beta-access dialog's code ahead of its opening, so that it then renders at once (the pill). */
  preloadBetaAccess: () => void;
}

export const HomeContext = createContext<HomeActions | null>(null);

export function useHomeActions(): HomeActions {
  const actions = useContext(HomeContext);
  if (!actions) throw new Error("useHomeActions must be used inside the home page");
  return actions;
}
