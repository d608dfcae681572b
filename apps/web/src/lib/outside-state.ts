import { useSyncExternalStore } from "react";

/**
 * A value kept outside React, for code that runs before or beside the component tree (a footer link, a module that
 * has just loaded) to change what a component shows. Hydration reads `serverValue`, so the markup matches the
 * prerendered page; the component then renders the current value.
 */
export function outsideState<T>(initial: T, serverValue: T = initial) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => current;
  const set = (value: T) => {
    if (Object.is(value, current)) return;
    current = value;
    for (const listener of listeners) listener();
  };
  const useValue = () => useSyncExternalStore(subscribe, get, () => serverValue);
  return { get, set, useValue };
}
