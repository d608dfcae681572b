import { isAnalyticsCookie } from "@nivelia/domain/site/cookies";

/** Analytics IDs come from the build's environment; without them nothing is ever loaded. */
const ANALYTICS_CONFIG = {
  googleTagId: import.meta.env.VITE_GA_ID as string | undefined,
  hotjarId: import.meta.env.VITE_HOTJAR_ID as string | undefined,
};

const BEHAVIOUR_IDENTIFY_DELAY_MS = 1000;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
    _hjSettings?: { hjid: number; hjsv: number };
  }
}

function injectScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function ensureGtag(): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  window.gtag =
    window.gtag ??
    function gtag(...args: unknown[]) {
      dataLayer.push(args);
    };
  return window.gtag;
}

/** Loads the tag and behaviour-analytics scripts, once analytics consent is given and only if configured. */
export function loadAnalytics(config = ANALYTICS_CONFIG) {
  if (config.googleTagId) {
    const gtag = ensureGtag();
    // Consent Mode v2: everything denied by default, then analytics granted by this consent.
    gtag("consent", "default", {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    gtag("consent", "update", { analytics_storage: "granted" });
    gtag("js", new Date());
    gtag("config", config.googleTagId, { anonymize_ip: true, cookie_flags: "SameSite=None;Secure" });
    injectScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.googleTagId)}`);
  }
  if (config.hotjarId) {
    const queue: unknown[] = [];
    window.hj =
      window.hj ??
      Object.assign((...args: unknown[]) => queue.push(args), {
        q: queue,
      });
    window._hjSettings = { hjid: Number(config.hotjarId), hjsv: 6 };
    injectScript(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(config.hotjarId)}.js?sv=6`);
    window.setTimeout(() => window.hj?.("identify", null, {}), BEHAVIOUR_IDENTIFY_DELAY_MS);
  }
}

/** Deletes analytics cookies on this host and its parent domains, and tells the tag consent is denied. */
export function revokeAnalytics() {
  window.gtag?.("consent", "update", { analytics_storage: "denied" });
  const labels = window.location.hostname.split(".");
  const domains = labels
    .map((_, index) => labels.slice(index).join("."))
    .filter((domain) => domain.includes("."));
  for (const entry of document.cookie.split(";")) {
    const name = entry.split("=")[0]?.trim() ?? "";
    if (!isAnalyticsCookie(name)) continue;
    const expire = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    // The Cookie Store API is missing in Safari and Firefox; document.cookie is the portable way to expire cookies.
    // biome-ignore lint/suspicious/noDocumentCookie: see the line above
    document.cookie = expire;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: as above, for the parent domains the scripts may have used
      document.cookie = `${expire}; domain=.${domain}`;
    }
  }
}
