import {
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  type CookiePreferences,
  cookiePreferencesRecord,
  NECESSARY_ONLY,
  parseCookiePreferences,
} from "@nivelia/domain/site/cookies";
import { useCallback, useEffect, useRef, useState } from "react";
import { CookieBannerPanel } from "./cookie-banner-panel";
import { cookieBannerView, setCookieBannerView, useCookieBannerView } from "./cookie-banner-view";

function readStored(): CookiePreferences | null {
  try {
    return parseCookiePreferences(
      window.localStorage.getItem(COOKIE_CONSENT_KEY),
      window.localStorage.getItem(COOKIE_PREFERENCES_KEY),
      new Date(),
    );
  } catch {
    return null;
  }
}

function store(preferences: CookiePreferences) {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "true");
    window.localStorage.setItem(COOKIE_PREFERENCES_KEY, cookiePreferencesRecord(preferences, new Date()));
  } catch {
    // Without storage the choice still applies to this visit.
  }
}

/** Applies a consent decision: analytics load only with consent, and refusing removes what they left. */
function apply(preferences: CookiePreferences) {
  // The analytics helpers are not needed to paint the page, so they load after it.
  void import("./analytics").then(({ loadAnalytics, revokeAnalytics }) => {
    if (preferences.analytics) loadAnalytics();
    else revokeAnalytics();
  });
}

/**
 * Consent banner (section 4). Prerendered on every page and revealed by CSS one second after load when no consent
 * is stored (the page's inline timer, lib/load-timings.ts), so it shows on time whether or not its code has arrived.
 */
function CookieBanner() {
  const view = useCookieBannerView();
  const [draft, setDraft] = useState<CookiePreferences>(NECESSARY_ONLY);

  useEffect(() => {
    if (cookieBannerView() !== "pending") return;
    const stored = readStored();
    if (stored) apply(stored);
    setCookieBannerView(stored ? "hidden" : "simple");
  }, []);

  // The footer's 'Configurar cookies' opens the customisation with the stored choice.
  useEffect(() => {
    if (view === "customise") setDraft(readStored() ?? NECESSARY_ONLY);
  }, [view]);

  const decide = useCallback((preferences: CookiePreferences) => {
    store(preferences);
    apply(preferences);
    setCookieBannerView("hidden");
  }, []);

  // While it shows, its height is kept clear at the page's bottom: the scroll padding keeps a focused control above it
  // (a textarea's caret is revealed by the scroller's padding, not the element's margin), and the body's padding lets
  // the footer's last links be scrolled above it. Set on the two elements, not as a custom property on the root: one
  // there is inherited by every element, and restyling the whole landing took 54 ms at 4x CPU as the banner appeared.
  const banner = useRef<HTMLDivElement>(null);
  const shown = view !== "hidden";
  useEffect(() => {
    // The panel is fixed inside the frame: what it covers runs from its top to the viewport's bottom edge.
    const panel = banner.current?.firstElementChild;
    if (!shown || !panel) return;
    const keepClear = (height: string) => {
      document.documentElement.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    const resizes = new ResizeObserver(() => {
      const covered = panel.checkVisibility() ? window.innerHeight - panel.getBoundingClientRect().top : 0;
      keepClear(`${Math.max(0, Math.ceil(covered))}px`);
    });
    resizes.observe(panel);
    return () => {
      resizes.disconnect();
      keepClear("");
    };
  }, [shown]);

  if (!shown) return null;
  return (
    // Fixed at the bottom edge, so the part's loader sees it near the viewport as soon as CSS reveals it.
    <div
      ref={banner}
      data-cookie-banner={view === "customise" ? "open" : "pending"}
      className="fixed inset-x-0 bottom-0 z-50"
    >
      <CookieBannerPanel
        view={view === "customise" ? "customise" : "simple"}
        onViewChange={setCookieBannerView}
        draft={draft}
        onDraftChange={setDraft}
        onDecide={decide}
      />
    </div>
  );
}

export { CookieBanner };
