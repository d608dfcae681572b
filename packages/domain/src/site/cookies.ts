/** Local-storage keys of the consent record (section 3.7). */
export const COOKIE_CONSENT_KEY = "cookieConsent";
export const COOKIE_PREFERENCES_KEY = "cookiePreferences";
export const COOKIE_BANNER_DELAY_MS = 1000;

export interface CookiePreferences {
  readonly necessary: true;
  readonly functional: boolean;
  readonly analytics: boolean;
}

export const NECESSARY_ONLY: CookiePreferences = { necessary: true, functional: false, analytics: false };
export const ALL_COOKIES: CookiePreferences = { necessary: true, functional: true, analytics: true };

/** Cookie names analytics scripts set; they are deleted when analytics consent is refused or withdrawn. */
export const ANALYTICS_COOKIE_PREFIXES = ["_ga", "_hj"] as const;

/** Reads stored preferences, treating anything malformed as "not answered". */
export function parseCookiePreferences(
  consent: string | null,
  preferences: string | null,
): CookiePreferences | null {
  if (consent !== "true" || preferences === null) return null;
  try {
    const parsed: unknown = JSON.parse(preferences);
    if (typeof parsed !== "object" || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return { necessary: true, functional: record.functional === true, analytics: record.analytics === true };
  } catch {
    return null;
  }
}

/** Whether a cookie name belongs to an analytics script. */
export function isAnalyticsCookie(name: string): boolean {
  return ANALYTICS_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));
}
