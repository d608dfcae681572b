import { SITE_PAGES, sitePage } from "@nivelia/domain/site/pages";
import { describe, expect, it } from "vitest";
import { type ContentCollection, collectionPages } from "./collections";
import { FIXTURE_ARTICLE, FIXTURE_COLLECTIONS } from "./fixtures";
import { siteMetadata } from "./site-metadata";

const typesOf = (graph: { "@graph": readonly unknown[] }) =>
  graph["@graph"].map((node) => (node as { "@type": string })["@type"]);

describe("site metadata", () => {
  it("describes every static route, and no collection page while there is none", () => {
    const metadata = siteMetadata([]);
    expect(metadata.collectionPaths).toEqual([]);
    expect(metadata.pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/", "/calculadora/asistente", ...SITE_PAGES.map((page) => page.path)]),
    );
  });

  it("adds each collection's pages, with their own structured data and a breadcrumb through the index", () => {
    const metadata = siteMetadata(FIXTURE_COLLECTIONS);
    expect(metadata.collectionPaths).toEqual([
      "/observatorio/coste-real-del-cribado",
      "/empleo/backend-senior",
    ]);
    const graph = metadata.structuredData(FIXTURE_ARTICLE.path);
    expect(typesOf(graph)).toEqual(["Organization", "Article", "BreadcrumbList"]);
    expect(graph["@graph"][2]).toMatchObject({
      itemListElement: [
        { name: "Inicio", item: "https://nivelia.es/" },
        { name: sitePage("/observatorio").title, item: "https://nivelia.es/observatorio" },
        { name: FIXTURE_ARTICLE.name, item: `https://nivelia.es${FIXTURE_ARTICLE.path}` },
      ],
    });
    expect(typesOf(metadata.structuredData("/empleo/backend-senior"))).toEqual([
      "Organization",
      "JobPosting",
      "BreadcrumbList",
    ]);
  });

  it.each([
    ["/", ["Organization", "WebSite", "FAQPage"]],
    ["/faq", ["Organization", "FAQPage"]],
    ["/tools/redactor", ["Organization", "BreadcrumbList"]],
    ["/contacto", ["Organization"]],
    ["/__pagina-inexistente__", ["Organization"]],
  ])("gives %s the structured data of what it shows", (path, types) => {
    expect(typesOf(siteMetadata([]).structuredData(path))).toEqual(types);
  });

  it("offers the plans and packages on /precios", () => {
    const types = typesOf(siteMetadata([]).structuredData("/precios"));
    expect(types[0]).toBe("Organization");
    expect(types.slice(1).every((type) => type === "Product")).toBe(true);
    expect(types.length).toBeGreaterThan(3);
  });
});

describe("collectionPages", () => {
  const withPath = (path: string, published = "2026-10-01"): ContentCollection => ({
    basePath: "/observatorio",
    pages: [{ meta: { ...FIXTURE_ARTICLE, path, published }, structuredData: [] }],
  });

  it("accepts no collections at all", () => {
    expect(collectionPages([])).toEqual([]);
  });

  it.each([
    ["/empleo/otra-cosa", "not a page directly under /observatorio"],
    ["/observatorio/", "not a page directly under /observatorio"],
    ["/observatorio/a/b", "not a page directly under /observatorio"],
  ])("refuses %s", (path, message) => {
    expect(() => collectionPages([withPath(path)])).toThrow(message);
  });

  it("refuses a page listed twice and a date that is not YYYY-MM-DD", () => {
    const twice = withPath("/observatorio/x");
    expect(() => collectionPages([twice, twice])).toThrow("listed twice");
    expect(() => collectionPages([withPath("/observatorio/x", "1/10/2026")])).toThrow("not YYYY-MM-DD");
  });
});
