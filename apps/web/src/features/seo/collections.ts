import type { Thing } from "schema-dts";
import { articlePageMeta, jobFacts, jobPageMeta } from "../../content/collection-meta";
import { JOBS } from "../../content/jobs/jobs";
import { ARTICLES } from "../../content/observatorio/articles";
import type { PageMeta } from "./page-meta";
import { article, jobPosting } from "./structured-data";

/** One page of a content collection: an article of the Observatorio or a vacancy of /empleo. */
export interface CollectionPage {
  readonly meta: PageMeta;
  /** The entry's own structured data (an `article(...)` or a `jobPosting(...)`); Organization and breadcrumbs are added for it. */
  readonly structuredData: readonly Thing[];
}

/**
 * What a content module (`src/content/observatorio`, `src/content/jobs`) gives the build: a page per entry, each
 * prerendered, listed in the sitemap when indexable, with its social card and structured data.
 */
export interface ContentCollection {
  /** The collection's index page, e.g. `/observatorio`; every entry's path is directly under it. */
  readonly basePath: string;
  readonly pages: readonly CollectionPage[];
}

/** The site's collections. A new collection is added here and nowhere else. */
export const CONTENT_COLLECTIONS: readonly ContentCollection[] = [
  {
    basePath: "/observatorio",
    pages: ARTICLES.map((entry) => {
      const meta = articlePageMeta(entry);
      return { meta, structuredData: [article({ ...meta, published: entry.date, author: entry.author })] };
    }),
  },
  {
    basePath: "/empleo",
    pages: JOBS.map((job) => {
      const meta = jobPageMeta(job);
      return { meta, structuredData: [jobPosting(meta, jobFacts(job))] };
    }),
  },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every collection page, checked: directly under its index, each path once, dates as YYYY-MM-DD. */
export function collectionPages(
  collections: readonly ContentCollection[] = CONTENT_COLLECTIONS,
): CollectionPage[] {
  const seen = new Set<string>();
  return collections.flatMap((collection) =>
    collection.pages.map((page) => {
      const { path, published, updated } = page.meta;
      const slug = path.slice(collection.basePath.length + 1);
      if (!path.startsWith(`${collection.basePath}/`) || slug === "" || slug.includes("/")) {
        throw new Error(`${path} is not a page directly under ${collection.basePath}`);
      }
      if (seen.has(path)) throw new Error(`${path} is listed twice`);
      seen.add(path);
      for (const day of [published, updated]) {
        if (day !== undefined && !DAY.test(day))
          throw new Error(`${path}: the date ${day} is not YYYY-MM-DD`);
      }
      return page;
    }),
  );
}
