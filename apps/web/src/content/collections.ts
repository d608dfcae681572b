import type { PageMeta } from "../features/seo/page-meta";
import { pageHead } from "../features/shell/seo";
import { articlePageMeta, jobPageMeta } from "./collection-meta";
import { findJob, type Job } from "./jobs/jobs";
import type { Article } from "./observatorio/articles";

// Each article's HTML is its own chunk, loaded only by its page.
const ARTICLE_BODIES = import.meta.glob<Article>("./observatorio/*.md", { import: "default" });

/** The entries of each collection that has a page per entry. */
export interface CollectionEntries {
  readonly article: Article;
  readonly job: Job;
}

interface Collection<Entry> {
  find(key: string): Promise<Entry | undefined>;
  page(entry: Entry): PageMeta;
}

const COLLECTIONS: { readonly [Kind in keyof CollectionEntries]: Collection<CollectionEntries[Kind]> } = {
  article: {
    find: async (slug) => ARTICLE_BODIES[`./observatorio/${slug}.md`]?.(),
    page: articlePageMeta,
  },
  job: {
    find: async (id) => findJob(id),
    page: jobPageMeta,
  },
};

/** An entry's page: the entry and its head (its own title and description). */
export interface CollectionPage<Entry> {
  readonly entry: Entry;
  readonly head: ReturnType<typeof pageHead>;
}

/** The page of one entry by its URL key (an article's slug, a job's id), or undefined when there is none. */
export async function findCollectionPage<Kind extends keyof CollectionEntries>(
  kind: Kind,
  key: string,
): Promise<CollectionPage<CollectionEntries[Kind]> | undefined> {
  const collection: Collection<CollectionEntries[Kind]> = COLLECTIONS[kind];
  const entry = await collection.find(key);
  return entry === undefined ? undefined : { entry, head: pageHead(collection.page(entry)) };
}
