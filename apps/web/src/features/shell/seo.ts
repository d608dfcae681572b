import { BRAND } from "@nivelia/domain/brand";

/** Title, description and canonical URL of a page, for the router's `head` option. */
export function pageHead(options: { title: string; description: string; path: string }) {
  const title = `${options.title} | ${BRAND.productName}`;
  const url = `${BRAND.siteUrl}${options.path}`;
  return {
    meta: [
      { title },
      { name: "description", content: options.description },
      { property: "og:title", content: title },
      { property: "og:description", content: options.description },
      { property: "og:url", content: url },
    ],
    links: [{ rel: "canonical", href: url }],
  };
}
