import type { RenderedArticle, RenderedArticleMeta } from "../../../scripts/markdown";
import type { ContentPageEntry } from "../types";

export type Article = RenderedArticle;
export type ArticleMeta = RenderedArticleMeta;

// Metadata of every article (no bodies): the list, related articles, prerender paths and the SEO registry.
const metaModules = import.meta.glob<ArticleMeta>("./*.md", {
  eager: true,
  query: "?meta",
  import: "default",
});

/** Published articles, newest first. */
export const ARTICLES: readonly ArticleMeta[] = Object.values(metaModules).sort((a, b) =>
  b.date.localeCompare(a.date),
);

export const articlePath = (slug: string) => `/observatorio/${slug}`;

/** Path, title, description and date of each article page, for prerendering and the SEO registry. */
export const ARTICLE_PAGES: readonly ContentPageEntry[] = ARTICLES.map((article) => ({
  path: articlePath(article.slug),
  title: article.title,
  description: article.description,
  date: article.date,
}));

function findArticleMeta(slug: string): ArticleMeta | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

/** Other articles, those sharing more tags first, then the newest. */
export function relatedArticles(slug: string, count = 2): ArticleMeta[] {
  const current = findArticleMeta(slug);
  const shared = (article: ArticleMeta) =>
    article.tags.filter((tag) => current?.tags.includes(tag) === true).length;
  return ARTICLES.filter((article) => article.slug !== slug)
    .map((article, index) => ({ article, index, score: shared(article) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ article }) => article);
}
