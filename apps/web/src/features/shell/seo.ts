import { BRAND } from "@nivelia/domain/brand";
import {
  COST_ASSISTANT_PAGE,
  HOME_PAGE,
  type SitePage,
  type SitePagePath,
  sitePage,
} from "@nivelia/domain/site";

/** Title, description and canonical URL of a page, for the router's `head` option. */
export function pageHead(page: SitePage) {
  const title =
    page.path === "/" ? `${BRAND.productName} | ${page.title}` : `${page.title} | ${BRAND.productName}`;
  const url = `${BRAND.siteUrl}${page.path}`;
  return {
    meta: [
      { title },
      { name: "description", content: page.description },
      { property: "og:title", content: title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: url },
      { property: "og:type", content: "website" },
      { property: "og:locale", content: "es_ES" },
    ],
    links: [{ rel: "canonical", href: url }],
  };
}

export const infoPageHead = (path: SitePagePath) => pageHead(sitePage(path));
export const homePageHead = () => pageHead(HOME_PAGE);
export const costAssistantPageHead = () => pageHead(COST_ASSISTANT_PAGE);
