import { BRAND } from "../brand";

/**
 * A free-mail list entry is matched against the domain of an e-mail address (the part after the last '@',
 * trimmed, lower-cased, without a trailing dot) as follows:
 * - an entry without a dot ('gmail') names a provider under any TLD: it matches when the domain's first
 *   label equals it, so gmail.com, gmail.es and gmail.co.uk match, but mail.gmail.com and gmailx.com do not;
 * - an entry with a dot ('yahoo.es', the site's own host) names a domain: it matches that domain and its
 *   subdomains, so nivelia.es and equipo.nivelia.es match, but notnivelia.es does not.
 * Entries are compared lower-cased.
 */
export type FreeMailDomainList = readonly string[];

/** Providers the beta dialog rejects (section 5). */
export const BETA_FREE_MAIL_DOMAINS = [
  "gmail",
  "hotmail",
  "yahoo",
  "outlook",
  "icloud",
] as const satisfies FreeMailDomainList;

/** Providers the free-trial dialog rejects, before the site's own host is added (section 5). */
export const TRIAL_FREE_MAIL_PROVIDERS = [
  "gmail",
  "hotmail",
  "yahoo",
  "outlook",
  "icloud",
  "yahoo.es",
  "hotmail.es",
  "live",
  "msn",
  "aol",
  "protonmail",
  "zoho",
  "yandex",
] as const satisfies FreeMailDomainList;

/** A host written as 'www.example.com' or with a port still names the domain people mail from. */
function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

/** The free-trial list: the providers plus the site's own host, so that nobody requests a trial as the company itself. */
export function trialFreeMailDomains(siteHost: string = BRAND.siteHost): FreeMailDomainList {
  const host = normaliseHost(siteHost);
  return host === "" ? [...TRIAL_FREE_MAIL_PROVIDERS] : [...TRIAL_FREE_MAIL_PROVIDERS, host];
}

/** The free-trial list for the brand's host. */
export const TRIAL_FREE_MAIL_DOMAINS: FreeMailDomainList = trialFreeMailDomains();

/** The domain of an e-mail address as the matching rule reads it, or null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 0) {
    return null;
  }
  const domain = normaliseHost(email.slice(at + 1));
  return domain === "" ? null : domain;
}

function matchesEntry(domain: string, entry: string): boolean {
  const normalised = entry.trim().toLowerCase();
  if (normalised === "") {
    return false;
  }
  if (!normalised.includes(".")) {
    return domain.split(".")[0] === normalised;
  }
  return domain === normalised || domain.endsWith(`.${normalised}`);
}

/** True when the address's domain matches an entry of the list, by the rule of FreeMailDomainList. */
export function isFreeMailDomain(email: string, list: FreeMailDomainList): boolean {
  const domain = emailDomain(email);
  return domain !== null && list.some((entry) => matchesEntry(domain, entry));
}
