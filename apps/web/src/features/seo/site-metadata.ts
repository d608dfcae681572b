// Server-only: the prerender reads every page's metadata and structured data from here, so the content that
// JSON-LD repeats (answers, prices) never ships to the browser.
import { FAQ_QUESTIONS, FREQUENT_QUESTIONS } from "@nivelia/domain/content";
import { COST_ASSISTANT_PAGE, HOME_PAGE, SITE_PAGES, type SitePagePath } from "@nivelia/domain/site/pages";
import type { Graph, Thing } from "schema-dts";
import { CONTENT_COLLECTIONS, type ContentCollection, collectionPages } from "./collections";
import { type PageMeta, sitePageMeta } from "./page-meta";
import {
  breadcrumbList,
  type Crumb,
  faqPage,
  organization,
  pricingProducts,
  structuredDataGraph,
  webSite,
} from "./structured-data";

/** Structured data of the static routes beyond Organization and breadcrumbs, from the modules the pages render. */
const ROUTE_STRUCTURED_DATA: Readonly<Partial<Record<SitePagePath | "/", () => readonly Thing[]>>> = {
  // The landing's help teaser shows the frequent questions with their answers.
  "/": () => [webSite(), faqPage("/", FREQUENT_QUESTIONS)],
  "/faq": () => [faqPage("/faq", FAQ_QUESTIONS)],
  "/precios": () => pricingProducts(),
};

export interface SiteMetadata {
  /** Every page the build writes (static routes and collection entries), each once. */
  readonly pages: readonly PageMeta[];
  /** Paths of the collection entries, which the route tree cannot list (they have parameters). */
  readonly collectionPaths: readonly string[];
  /** The JSON-LD document of a page; unknown paths (the 404 page) get the Organization alone. */
  structuredData(path: string): Graph;
}

/** The trail from the landing page to a nested page, through the ancestors that are pages. */
function breadcrumbTrail(path: string, byPath: ReadonlyMap<string, PageMeta>): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  const ancestors = segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`);
  return [
    { name: "Inicio", path: "/" },
    ...ancestors.flatMap((ancestor) => {
      const page = byPath.get(ancestor);
      return page ? [{ name: page.name, path: ancestor }] : [];
    }),
  ];
}

export function siteMetadata(collections: readonly ContentCollection[] = CONTENT_COLLECTIONS): SiteMetadata {
  const entries = collectionPages(collections);
  const pages = [
    ...[HOME_PAGE, COST_ASSISTANT_PAGE, ...SITE_PAGES].map(sitePageMeta),
    ...entries.map((entry) => entry.meta),
  ];
  const byPath = new Map(pages.map((page) => [page.path, page]));
  if (byPath.size !== pages.length) throw new Error("two pages share a path");
  const entryData = new Map(entries.map((entry) => [entry.meta.path, entry.structuredData]));

  return {
    pages,
    collectionPaths: entries.map((entry) => entry.meta.path),
    structuredData(path) {
      const nodes: Thing[] = [organization()];
      if (byPath.has(path)) {
        const routeData = ROUTE_STRUCTURED_DATA[path as SitePagePath | "/"];
        nodes.push(...(routeData?.() ?? []), ...(entryData.get(path) ?? []));
        if (path.split("/").filter(Boolean).length > 1)
          nodes.push(breadcrumbList(breadcrumbTrail(path, byPath)));
      }
      return structuredDataGraph(nodes);
    },
  };
}
