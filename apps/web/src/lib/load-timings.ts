// Section 9's timings count from the load event: the side navigation and the cookie banner are server-rendered
// and revealed by CSS once this marks the page (`html[data-side-nav]`, `html[data-consent-ask]`). Runs in the page's
// inline script (`early-events.inline.ts`), so the timings do not wait for the app's code.
import { SIDE_NAVIGATION_APPEAR_MS } from "@nivelia/domain/site";
import {
  CONSENT_VALIDITY_MONTHS,
  COOKIE_BANNER_DELAY_MS,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
} from "@nivelia/domain/site/cookies";

/** What the timings need: delays and storage keys, all from the domain. */
export interface LoadTimingsConfig {
  /** Side navigation appears this long after the load event (`html[data-side-nav]`). */
  sideNavMs: number;
  /** The cookie banner appears this long after load when no consent is stored (`html[data-consent-ask]`). */
  bannerMs: number;
  consentKey: string;
  preferencesKey: string;
  /** A stored answer older than this many months no longer counts (CONSENT_VALIDITY_MONTHS). */
  consentMonths: number;
}

/** The site's timings and keys (the domain's), bundled into the inline script: nothing is passed through the page. */
const SITE_TIMINGS: LoadTimingsConfig = {
  sideNavMs: SIDE_NAVIGATION_APPEAR_MS,
  bannerMs: COOKIE_BANNER_DELAY_MS,
  consentKey: COOKIE_CONSENT_KEY,
  preferencesKey: COOKIE_PREFERENCES_KEY,
  consentMonths: CONSENT_VALIDITY_MONTHS,
};

export function bootLoadTimings(config: LoadTimingsConfig = SITE_TIMINGS): void {
  const root = document.documentElement;
  window.addEventListener("load", () => {
    setTimeout(() => root.setAttribute("data-side-nav", ""), config.sideNavMs);
    let stored = false;
    try {
      // The domain's parseCookiePreferences rule, inlined: an answer counts with its date, for consentMonths.
      const record = JSON.parse(localStorage.getItem(config.preferencesKey) ?? "null") as {
        savedAt?: unknown;
      } | null;
      const expiry = new Date(typeof record?.savedAt === "string" ? record.savedAt : Number.NaN);
      expiry.setUTCMonth(expiry.getUTCMonth() + config.consentMonths);
      stored = localStorage.getItem(config.consentKey) === "true" && Date.now() < expiry.getTime();
    } catch {
      // Without storage there is no stored choice: ask.
    }
    if (!stored) setTimeout(() => root.setAttribute("data-consent-ask", ""), config.bannerMs);
  });
}
