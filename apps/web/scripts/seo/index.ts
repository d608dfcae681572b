// The build's search and social files: a social card per page, the logo, sitemap.xml and robots.txt, all from the
// metadata the server bundle exports (the same that writes each page's head).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteMetadata } from "../../src/features/seo/site-metadata.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { renderSocialCard, renderSquarePng } from "./social-card.ts";

interface SeoFilesOptions {
  readonly clientDir: string;
  readonly publicDir: string;
  readonly origin: string;
  readonly metadata: SiteMetadata;
  /** Paths the prerender wrote with status 200: each must have metadata, and only they may be in the sitemap. */
  readonly renderedPaths: readonly string[];
  readonly logo: { readonly path: string; readonly size: number };
}

/** Writes the social cards, the logo, the sitemap and robots.txt; returns how many cards were drawn. */
export async function writeSeoFiles(options: SeoFilesOptions): Promise<number> {
  const { clientDir, metadata, origin } = options;
  const described = new Set(metadata.pages.map((page) => page.path));
  const rendered = new Set(options.renderedPaths);
  const undescribed = options.renderedPaths.filter((path) => !described.has(path));
  if (undescribed.length > 0) throw new Error(`No page metadata for ${undescribed.join(", ")}`);
  const unrendered = metadata.pages.filter((page) => !rendered.has(page.path)).map((page) => page.path);
  if (unrendered.length > 0)
    throw new Error(`Metadata for pages that were not prerendered: ${unrendered.join(", ")}`);

  const ogDir = join(clientDir, "og");
  rmSync(ogDir, { recursive: true, force: true });
  mkdirSync(ogDir, { recursive: true });
  const cards = new Map(metadata.pages.map((page) => [page.image.path, page.image]));
  for (const card of cards.values()) writeFileSync(join(clientDir, card.path), await renderSocialCard(card));

  const favicon = readFileSync(join(options.publicDir, "favicon.svg"), "utf8");
  writeFileSync(join(clientDir, options.logo.path), renderSquarePng(favicon, options.logo.size));
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(metadata.pages, origin));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(origin));
  return cards.size;
}
