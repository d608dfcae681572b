import { BRAND } from "@nivelia/domain/brand";
import { COST_ASSISTANT_PAGE, HOME_PAGE, type SitePagePath, sitePage } from "@nivelia/domain/site/pages";
import { type PageMeta, SOCIAL_IMAGE_SIZE, sitePageMeta, siteUrl } from "../seo/page-meta";

/**
 * The head tags of a page, for the router's `head` option: title, description, canonical URL, robots rule, and the
 * Open Graph and Twitter card with its social image.
 */
export function pageHead(page: PageMeta) {
  if (!import.meta.env.SSR) return titleOnly(page.title);
  const url = siteUrl(page.path);
  const image = siteUrl(page.image.path);
  return {
    meta: [
      { title: page.title },
      { name: "description", content: page.description },
      ...(page.indexable ? [] : [{ name: "robots", content: "noindex" }]),
      { property: "og:title", content: page.title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: url },
      { property: "og:type", content: page.type },
      { property: "og:locale", content: "es_ES" },
      { property: "og:site_name", content: BRAND.productName },
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
      { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
      { property: "og:image:alt", content: page.image.alt },
      ...(page.published ? [{ property: "article:published_time", content: page.published }] : []),
      ...(page.updated && page.type === "article"
        ? [{ property: "article:modified_time", content: page.updated }]
        : []),
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: page.title },
      { name: "twitter:description", content: page.description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: page.image.alt },
    ],
    links: [{ rel: "canonical", href: url }],
  };
}

// In the browser only the tab title follows navigation (DocumentTitle); the other tags live in the prerendered HTML,
// so the client bundle leaves their code out.
const titleOnly = (title: string) => ({ meta: [{ title }] });

/** Every page's tab title by path, inlined by the web build from `SITE_PAGES` (see vite.config.ts). */
declare const __PAGE_TITLES__: Readonly<Record<string, string>>;

// The browser reads only the inlined titles: no reference to the page list may stay on its side of the conditions.
const titleOf = (path: string) => titleOnly(__PAGE_TITLES__[path] ?? "");

export const infoPageHead = (path: SitePagePath) =>
  import.meta.env.SSR ? pageHead(sitePageMeta(sitePage(path))) : titleOf(path);
export const homePageHead = () => (import.meta.env.SSR ? pageHead(sitePageMeta(HOME_PAGE)) : titleOf("/"));
export const costAssistantPageHead = () =>
  import.meta.env.SSR ? pageHead(sitePageMeta(COST_ASSISTANT_PAGE)) : titleOf("/calculadora/asistente");
