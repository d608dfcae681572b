import { useSyncExternalStore } from "react";

/**
 * What the consent banner shows. `pending` is the server-rendered simple view, kept hidden by CSS until the
 * early-events script finds no stored consent one second after load (`html[data-consent-ask]`).
 */
export type CookieBannerView = "pending" | "hidden" | "simple" | "customise";

// Outside React: the footer's 'Configurar cookies' can ask for the banner before the banner's code has hydrated.
let current: CookieBannerView = "pending";
const listeners = new Set<() => void>();

export function cookieBannerView(): CookieBannerView {
  return current;
}

export function setCookieBannerView(view: CookieBannerView): void {
  if (view === current) return;
  current = view;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The banner's view; hydration starts from the server's `pending`, so the markup matches. */
export function useCookieBannerView(): CookieBannerView {
  return useSyncExternalStore(subscribe, cookieBannerView, () => "pending");
}
