// Node also runs this file directly at build time (scripts/seo): keep its imports to packages.
import { BRAND } from "@nivelia/domain/brand";
import { documentTitle, SITE_PAGES, type SitePage } from "@nivelia/domain/site/pages";

/** Size of every social card: what Open Graph and `summary_large_image` cards expect. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The text a page's social card shows; the build draws it into a PNG. */
export interface SocialCard {
  /** Site path of the PNG the build draws, e.g. `/og/precios.1a2b3c4d.png`. */
  readonly path: string;
  /** Small line above the heading: the page's section, or the site's address. */
  readonly eyebrow: string;
  readonly heading: string;
  readonly description: string;
  /** What the image shows, for `og:image:alt`. */
  readonly alt: string;
}

/**
 * Everything search engines and social networks read about one page. Static routes get it from the domain's
 * `SITE_PAGES`; collections (articles, jobs) build it from their own entries.
 */
export interface PageMeta {
  /** Path of the page, also its canonical URL on the site origin. */
  readonly path: string;
  /** Short name: the page's heading and its name in breadcrumbs. */
  readonly name: string;
  /** The whole `<title>`, brand included. */
  readonly title: string;
  readonly description: string;
  /** False: `noindex` and left out of the sitemap. */
  readonly indexable: boolean;
  readonly type: "website" | "article";
  /** Day (YYYY-MM-DD) the content was published, for articles and jobs. */
  readonly published?: string;
  /** Day (YYYY-MM-DD) the content last changed, for the sitemap. */
  readonly updated?: string;
  readonly image: SocialCard;
}

/** An absolute URL on the site's origin. */
export const siteUrl = (path: string) => `${BRAND.siteUrl}${path}`;

/**
 * Version of the card's design (scripts/seo/social-card.ts). It is part of every card's file name, so that a new
 * design gets new names and the year-long cache never serves an old card; a test fails until it is raised.
 */
export const SOCIAL_CARD_DESIGN = 1;

/** FNV-1a: a short, stable fingerprint of a card's text, the same in the browser and at build time. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** `/tools/redactor` → `/og/tools-redactor.<fingerprint>.png`: a new text or design gives a new file name. */
function socialImagePath(path: string, text: readonly string[]): string {
  const slug = path === "/" ? "inicio" : path.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-");
  return `/og/${slug.toLowerCase()}.${fingerprint([SOCIAL_CARD_DESIGN, ...text].join("|"))}.png`;
}

/** A page's social card: its title and description under its section's name (or the site's address). */
export function socialCard(
  path: string,
  heading: string,
  description: string,
  eyebrow: string = BRAND.siteHost,
): SocialCard {
  return {
    path: socialImagePath(path, [eyebrow, heading, description]),
    eyebrow,
    heading,
    description,
    alt: `${heading} — ${BRAND.productName}`,
  };
}

/** The section a nested static page belongs to: `/tools/redactor` → the `/tools` page's title. */
const sectionName = (path: string) =>
  SITE_PAGES.find((page) => page.path !== path && path.startsWith(`${page.path}/`))?.title;

/** The metadata of a static route, from its entry in the domain's page list. */
export function sitePageMeta(page: SitePage): PageMeta {
  return {
    path: page.path,
    name: page.title,
    title: documentTitle(page),
    description: page.description,
    indexable: page.indexable ?? true,
    type: "website",
    ...(page.updated ? { updated: page.updated } : {}),
    image: socialCard(page.path, page.seoTitle ?? page.title, page.description, sectionName(page.path)),
  };
}
