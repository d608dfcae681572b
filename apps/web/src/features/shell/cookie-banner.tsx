import {
  COOKIE_BANNER_DELAY_MS,
  COOKIE_CONSENT_KEY,
  COOKIE_PREFERENCES_KEY,
  type CookiePreferences,
  NECESSARY_ONLY,
  parseCookiePreferences,
} from "@nivelia/domain/site/cookies";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";

export type CookieBannerView = "hidden" | "simple" | "customise";

// The banner's markup loads only when it has to show: most visits after the first never need it.
const CookieBannerPanel = lazy(() =>
  import("./cookie-banner-panel").then((module) => ({ default: module.CookieBannerPanel })),
);

function readStored(): CookiePreferences | null {
  try {
    return parseCookiePreferences(
      window.localStorage.getItem(COOKIE_CONSENT_KEY),
      window.localStorage.getItem(COOKIE_PREFERENCES_KEY),
    );
  } catch {
    return null;
  }
}

function store(preferences: CookiePreferences) {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, "true");
    window.localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
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

/** Consent banner (section 4); `reopenSignal` changes when the footer asks to reconsider. */
function CookieBanner({ reopenSignal }: { reopenSignal: number }) {
  const [view, setView] = useState<CookieBannerView>("hidden");
  const [draft, setDraft] = useState<CookiePreferences>(NECESSARY_ONLY);

  useEffect(() => {
    const stored = readStored();
    if (stored) {
      apply(stored);
      return;
    }
    const timer = window.setTimeout(() => setView("simple"), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (reopenSignal === 0) return;
    setDraft(readStored() ?? NECESSARY_ONLY);
    setView("customise");
  }, [reopenSignal]);

  const decide = useCallback((preferences: CookiePreferences) => {
    store(preferences);
    apply(preferences);
    setView("hidden");
  }, []);

  if (view === "hidden") return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel
        view={view}
        onViewChange={setView}
        draft={draft}
        onDraftChange={setDraft}
        onDecide={decide}
      />
    </Suspense>
  );
}

export { CookieBanner };
