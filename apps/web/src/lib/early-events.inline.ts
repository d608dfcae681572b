// The entry the prerender builds into the inline script of every page (see early-events.ts and load-timings.ts):
// the domain's delays and keys are bundled in, so nothing is passed through the page.
import { SIDE_NAVIGATION_APPEAR_MS } from "@nivelia/domain/site";
import {
  CONSENT_VALIDITY_MONTHS,
  COOKIE_BANNER_DELAY_MS,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
} from "@nivelia/domain/site/cookies";
import { bootEarlyEvents } from "./early-events";
import { bootLoadTimings } from "./load-timings";

bootEarlyEvents();
bootLoadTimings({
  sideNavMs: SIDE_NAVIGATION_APPEAR_MS,
  bannerMs: COOKIE_BANNER_DELAY_MS,
  consentKey: COOKIE_CONSENT_KEY,
  preferencesKey: COOKIE_PREFERENCES_KEY,
  consentMonths: CONSENT_VALIDITY_MONTHS,
});
