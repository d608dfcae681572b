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

/** Consent categories of the banner; necessary storage needs no consent. */
export type StorageCategory = "necessary" | "functional" | "analytics";

/** Where the browser keeps an entry. */
export type StorageKind = "cookie" | "localStorage";

/** One key this site (or a script it loads) writes in the visitor's browser. */
export interface SiteStorageEntry {
  /** The exact key, or a pattern where '*' stands for any text (an analytics property or site id). */
  readonly name: string;
  readonly kind: StorageKind;
  readonly category: StorageCategory;
  /** The analytics service that writes it, only when the build configures that service's id. */
  readonly service?: "googleAnalytics" | "hotjar";
}

/**
 * Every key the site stores in the browser. The cookie policy's table is generated from this list (its texts,
 * keyed by name, live with the policy), the consent code deletes the analytics prefixes derived from it, and the
 * browser tests check that nothing else is written. Kept free of prose: it ships with the consent code.
 */
export const SITE_STORAGE = [
  { name: COOKIE_CONSENT_KEY, kind: "localStorage", category: "necessary" },
  { name: COOKIE_PREFERENCES_KEY, kind: "localStorage", category: "necessary" },
  { name: "theme", kind: "localStorage", category: "necessary" },
  { name: "_ga", kind: "cookie", category: "analytics", service: "googleAnalytics" },
  { name: "_ga_*", kind: "cookie", category: "analytics", service: "googleAnalytics" },
  { name: "_hjSessionUser_*", kind: "cookie", category: "analytics", service: "hotjar" },
  { name: "_hjSession_*", kind: "cookie", category: "analytics", service: "hotjar" },
  { name: "_hj*", kind: "cookie", category: "analytics", service: "hotjar" },
] as const satisfies readonly SiteStorageEntry[];

export type SiteStorageName = (typeof SITE_STORAGE)[number]["name"];

/** Whether a key matches an entry's name ('*' is any text). */
export function matchesStorageName(pattern: string, key: string): boolean {
  const star = pattern.indexOf("*");
  return star === -1 ? pattern === key : key.startsWith(pattern.slice(0, star)) && key.length > star;
}

/** The policy's entry for a key the browser holds, or undefined when the policy does not list it. */
export function storageEntryFor(kind: StorageKind, key: string): SiteStorageEntry | undefined {
  return SITE_STORAGE.find((entry) => entry.kind === kind && matchesStorageName(entry.name, key));
}

/**
 * Name prefixes of the analytics cookies ('_ga', '_hj'), derived from the list: the shortest prefix of each
 * provider's cookies, which the consent code deletes when analytics consent is refused or withdrawn.
 */
export const ANALYTICS_COOKIE_PREFIXES: readonly string[] = /* @__PURE__ */ (() => {
  const prefixes = SITE_STORAGE.filter((entry) => entry.kind === "cookie" && entry.category === "analytics")
    .map((entry) => entry.name.replace(/\*$/, ""))
    .sort((a, b) => a.length - b.length);
  return prefixes.filter(
    (prefix, index) => !prefixes.slice(0, index).some((shorter) => prefix.startsWith(shorter)),
  );
})();

/**
 * A stored answer is valid for this many months, then the banner asks again: the AEPD's guide asks to renew consent
 * at least every 24 months, and 13 is the common practice it cites. The early-events script applies the same rule
 * (apps/web/src/lib/load-timings.ts) with this number, to reveal the banner before the app's code arrives.
 */
export const CONSENT_VALIDITY_MONTHS = 13;

/** When an answer given at `savedAt` stops being valid. */
export function consentExpiry(savedAt: Date): Date {
  const expiry = new Date(savedAt.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_VALIDITY_MONTHS);
  return expiry;
}

/** What the banner stores under `cookiePreferences`: the choice and the moment it was made. */
export function cookiePreferencesRecord(preferences: CookiePreferences, now: Date): string {
  return JSON.stringify({ ...preferences, savedAt: now.toISOString() });
}

/**
 * Reads stored preferences as of `now`. Anything malformed, without its date or older than the validity counts as
 * "not answered", so the banner asks again.
 */
export function parseCookiePreferences(
  consent: string | null,
  preferences: string | null,
  now: Date,
): CookiePreferences | null {
  if (consent !== "true" || preferences === null) return null;
  try {
    const parsed: unknown = JSON.parse(preferences);
    if (typeof parsed !== "object" || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const savedAt = typeof record.savedAt === "string" ? new Date(record.savedAt) : null;
    if (!savedAt || Number.isNaN(savedAt.getTime()) || now >= consentExpiry(savedAt)) return null;
    return { necessary: true, functional: record.functional === true, analytics: record.analytics === true };
  } catch {
    return null;
  }
}

/** Whether a cookie name belongs to an analytics script. */
export function isAnalyticsCookie(name: string): boolean {
  return ANALYTICS_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));
}
