import { BRAND } from "../brand";

/**
 * What the site states about the product and the company, once. Every page that mentions one of these facts reads
 * it from here, so that no page can promise what another says is not there yet (issue 49).
 */

/** Where a capability stands today. */
export type Availability = "available" | "in-development" | "planned";

export interface CapabilityFact {
  readonly availability: Availability;
  /** The capability's name, as pages title it. */
  readonly name: string;
  /** One sentence a page can show as is: what there is today and what is coming. */
  readonly statement: string;
}

/** The API connection of section 1 ('Conexión por API*'): in development; results go out as PDF or CSV. */
export const API_CONNECTION = {
  availability: "in-development",
  name: "Conexión por API",
  statement:
    "La conexión por API está en desarrollo. Mientras tanto, exporta los resultados en PDF o CSV e impórtalos en tu ATS o en tus hojas de cálculo.",
  /** What the asterisk of 'Conexión por API*' means, wherever the four product features are listed. */
  footnote: "*Conexión por API: en desarrollo. Hoy los resultados se exportan en PDF o CSV.",
} as const satisfies CapabilityFact & { footnote: string };

/** Native connectors with ATS and other tools: the same state as the API they will be built on. */
export const ATS_INTEGRATIONS: CapabilityFact = {
  availability: "in-development",
  name: "Integraciones con ATS",
  statement:
    "Las integraciones directas con ATS están en desarrollo, sobre la misma API. Hoy los resultados llegan a tu ATS exportándolos en PDF o CSV.",
};

/** Checking a feedback report's authenticity online: planned; the /verify page checks only the code's format. */
export const REPORT_VERIFICATION: CapabilityFact = {
  availability: "planned",
  name: "Verificación de informes",
  statement:
    "Cada informe lleva un código de verificación. Hoy la página de verificación comprueba que el código está bien escrito; la comprobación automática de que un informe es auténtico está prevista, y mientras tanto la confirmamos por email.",
};

/** How soon the team answers any message, form or request (section 9: 'Response promise: under 24 hours'). */
export const RESPONSE_PROMISE = "menos de 24 horas";

/** Every address the site gives, by purpose. Rights requests (RGPD arts. 15-22) go to `privacy` only. */
export const CONTACT_EMAILS = {
  /** Sales, demos and general questions. */
  team: BRAND.teamEmail,
  /** Help with the product, incidents, report confirmations. */
  support: BRAND.supportEmail,
  /** Data-protection questions and the exercise of rights: the one address the privacy policy and the FAQ give. */
  privacy: `privacidad@${BRAND.siteHost}`,
  press: `prensa@${BRAND.siteHost}`,
  investors: `inversores@${BRAND.siteHost}`,
} as const;

export type ContactPurpose = keyof typeof CONTACT_EMAILS;

/** A `mailto:` link to one of the addresses, with an optional subject. */
export function mailtoHref(purpose: ContactPurpose, subject?: string): string {
  const address = CONTACT_EMAILS[purpose];
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/**
 * The office: the city is a fact, the street address is still provisional (see the legal identity), so no page
 * invites visitors to it; meetings are by video call or by appointment.
 */
export const OFFICE = {
  city: "Madrid",
  statement:
    "Nuestra sede está en Madrid. Las demos y reuniones las hacemos por videollamada; si prefieres vernos en persona, escríbenos y buscamos un sitio.",
  mapUrl: BRAND.officesMapUrl,
} as const;

/** The security and data-protection frameworks the site names (section 1: 'ISO 27001 and GDPR compliance'). */
export const COMPLIANCE = {
  iso27001: "ISO 27001",
  /** The Spanish name of the GDPR; the English 'GDPR' appears only in the specification's 'GDPR Compliant' badge. */
  dataProtection: "RGPD",
  statement:
    "Gestionamos la seguridad de la información conforme a la norma ISO 27001 y tratamos los datos conforme al RGPD.",
} as const;

/** The units plans and packages are counted in (section 9), singular and plural. */
export const PLAN_UNITS = {
  recruiter: { one: "recruiter", many: "recruiters" },
  process: { one: "proceso de selección", many: "procesos de selección" },
  candidate: { one: "candidato", many: "candidatos" },
  interview: { one: "entrevista", many: "entrevistas" },
} as const;

export type PlanUnit = keyof typeof PLAN_UNITS;

/** '1 recruiter', '3 procesos de selección'. */
export function countOf(count: number, unit: PlanUnit): string {
  const forms = PLAN_UNITS[unit];
  return `${count} ${count === 1 ? forms.one : forms.many}`;
}

/** A YouTube video id: eleven letters, digits, '-' or '_'. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export interface DemoVideo {
  /** Opens in a new tab ('Ver demo (2 min)'). */
  readonly watchUrl: string;
  /** The privacy-enhanced embed of the video modal. */
  readonly embedUrl: string;
}

/**
 * The demo video's addresses from its configured URL (a YouTube watch, short or embed link), or null when the URL
 * is missing or names no possible video: then the site shows its interactive demo instead of a broken link.
 */
export function demoVideoFromUrl(url: string | undefined): DemoVideo | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:") return null;
  const host = parsed.hostname.replace(/^www\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = parsed.pathname.slice(1);
  else if (host === "youtube.com" && parsed.pathname === "/watch") id = parsed.searchParams.get("v");
  else if (host === "youtube.com" || host === "youtube-nocookie.com")
    id = parsed.pathname.match(/^\/embed\/([^/]+)$/)?.[1] ?? null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  };
}
