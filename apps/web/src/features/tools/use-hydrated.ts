import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (which knows no query string), true afterwards and on client-side
 * navigation, so a part can read the address without a hydration mismatch and without a flash on later visits.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export { useHydrated };
