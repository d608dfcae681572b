import { outsideState } from "../../lib/outside-state";

/**
 * What the consent banner shows. `pending` is the server-rendered simple view, kept hidden by CSS until the
 * early-events script finds no stored consent one second after load (`html[data-consent-ask]`).
 */
export type CookieBannerView = "pending" | "hidden" | "simple" | "customise";

// Outside React: the footer's 'Configurar cookies' can ask for the banner before the banner's code has hydrated.
const view = outsideState<CookieBannerView>("pending");

export const cookieBannerView = view.get;
export const setCookieBannerView = view.set;
/** The banner's view; hydration starts from the server's `pending`, so the markup matches. */
export const useCookieBannerView = view.useValue;
