import { describe, expect, it } from "vitest";
import { FIXTURE_ARTICLE } from "../../src/features/seo/fixtures";
import { type PageMeta, socialCard } from "../../src/features/seo/page-meta";
import { robotsTxt, sitemapXml } from "./sitemap";

const page = (path: string, indexable = true): PageMeta => ({
  path,
  name: path,
  title: path,
  description: path,
  indexable,
  type: "website",
  image: socialCard(path, path, path),
});

describe("sitemap.xml", () => {
  const xml = sitemapXml(
    [page("/"), page("/test", false), page("/a?b&c"), FIXTURE_ARTICLE],
    "https://nivelia.es",
  );

  it("lists the indexable pages at absolute URLs and leaves the others out", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      "https://nivelia.es/",
      "https://nivelia.es/a?b&amp;c",
      "https://nivelia.es/observatorio/coste-real-del-cribado",
    ]);
  });

  it("dates a page by its last change, and only pages whose content has a date", () => {
    expect(xml).toContain(
      "<loc>https://nivelia.es/observatorio/coste-real-del-cribado</loc><lastmod>2026-10-15</lastmod>",
    );
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });
});

describe("robots.txt", () => {
  it("allows crawling and gives the sitemap's absolute URL", () => {
    expect(robotsTxt("https://nivelia.es")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://nivelia.es/sitemap.xml\n",
    );
  });
});
