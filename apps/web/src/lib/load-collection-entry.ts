import { notFound } from "@tanstack/react-router";
import type { CollectionEntries, CollectionPage } from "../content/collections";

/**
 * The loader of a page per collection entry (an article, a job): the collections load with the page, not with
 * every page's first view, and an unknown key renders the 404 page with its status.
 */
export async function loadCollectionEntry<Kind extends keyof CollectionEntries>(
  kind: Kind,
  key: string,
): Promise<CollectionPage<CollectionEntries[Kind]>> {
  const { findCollectionPage } = await import("../content/collections");
  const page = await findCollectionPage(kind, key);
  if (!page) throw notFound();
  return page;
}
