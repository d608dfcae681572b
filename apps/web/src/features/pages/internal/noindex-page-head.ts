import type { SitePagePath } from "@nivelia/domain/site";
import { infoPageHead } from "../../shell/seo";

/** The head of an internal page: its usual title and description, but kept out of search engines and the sitemap. */
export function noindexPageHead(path: SitePagePath) {
  const head = infoPageHead(path);
  return { ...head, meta: [...head.meta, { name: "robots", content: "noindex, nofollow" }] };
}
