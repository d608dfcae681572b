import { describe, expect, it } from "vitest";
import { ARTICLE_PAGES, ARTICLES, relatedArticles } from "./articles";

const SUFFIX = " | Nivelia";

describe("the Observatorio collection", () => {
  it("publishes at least three articles, newest first, with unique slugs", () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(3);
    const slugs = ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const dates = ARTICLES.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(ARTICLES.map((article) => [article.slug, article]))(
    "%s: ≥ 800 words, sections for a table of contents, a real date, a title and description that fit search results",
    (_, article) => {
      expect(article.wordCount).toBeGreaterThanOrEqual(800);
      expect(article.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(4);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
      expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(`${article.title}${SUFFIX}`.length).toBeGreaterThanOrEqual(30);
      expect(`${article.title}${SUFFIX}`.length).toBeLessThanOrEqual(60);
      expect(article.description.length).toBeGreaterThanOrEqual(70);
      expect(article.description.length).toBeLessThanOrEqual(160);
      expect(article.tags.length).toBeGreaterThan(0);
      expect(article.readingTime).toBeGreaterThanOrEqual(4);
      expect(article).not.toHaveProperty("html");
    },
  );

  it("lists each article's page for prerendering and search engines", () => {
    expect(ARTICLE_PAGES.map((page) => page.path)).toEqual(
      ARTICLES.map((article) => `/observatorio/${article.slug}`),
    );
  });

  it("relates an article to others, never to itself", () => {
    for (const article of ARTICLES) {
      const related = relatedArticles(article.slug);
      expect(related.length).toBe(2);
      expect(related.map((item) => item.slug)).not.toContain(article.slug);
    }
  });
});
