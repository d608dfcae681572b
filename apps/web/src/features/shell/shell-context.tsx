import { createContext, useContext } from "react";

/** Things any part of the page can ask the shell to open. */
export interface ShellActions {
  openTechnologyChecker: () => void;
  openCookieSettings: () => void;
}

export const ShellContext = createContext<ShellActions | null>(null);

export function useShellActions(): ShellActions {
  const actions = useContext(ShellContext);
  if (!actions) throw new Error("useShellActions must be used inside the site shell");
  return actions;
}
