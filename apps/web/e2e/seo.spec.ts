// What search engines and social networks read: every prerendered page's head, its social card, its JSON-LD,
// the sitemap and robots.txt, checked on the production build's files and, for caching and CSP, as served.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BRAND } from "@nivelia/domain/brand";
import { HELP_QUESTIONS, PACKAGES, PLANS } from "@nivelia/domain/content";
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "@nivelia/domain/site/pages";
import { E2E_WEB_DIST } from "../playwright.config";
import { expect, test } from "./fixtures";
import {
  bodyText,
  type JsonLdNode,
  jsonLdNodes,
  metaValue,
  metaValues,
  normalizeSpace,
  notFoundPage,
  type PrerenderedPage,
  pngSize,
  prerenderedPages,
  tagsOf,
  titleOf,
} from "./prerendered-pages";

const ORIGIN = BRAND.siteUrl;
const PRIVATE_PAGES = ["/success", "/test", "/test-calculator-v2", "/verify"];
const pages = prerenderedPages();
const urlOf = (path: string) => `${ORIGIN}${path}`;
const isNested = (path: string) => path.split("/").filter(Boolean).length > 1;
const isIndexable = (page: PrerenderedPage) =>
  !metaValues(page, "robots").some((rule) => rule.includes("noindex"));
const nodesOfType = (page: PrerenderedPage, type: string) =>
  jsonLdNodes(page).filter((node) => node["@type"] === type);

/** A build file behind a URL of the site (`https://nivelia.es/og/x.png` → `dist/client/og/x.png`). */
function buildFile(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`), `${url} is on the site's origin`).toBe(true);
  return join(E2E_WEB_DIST, new URL(url).pathname);
}

function expectSocialCard(url: string) {
  const file = buildFile(url);
  expect(existsSync(file), `${url} exists in the build`).toBe(true);
  expect(pngSize(readFileSync(file))).toEqual({ width: 1200, height: 630 });
}

test.describe("metadata of every prerendered page", () => {
  test("the build holds every route", () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/", "/faq", "/precios", "/tools/redactor"]),
    );
    expect(pages.length).toBeGreaterThan(40);
  });

  test("each page has its own title and description, of a length search results show whole", () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of pages) {
      const title = titleOf(page);
      const description = metaValue(page, "description");
      expect.soft(title.length, `${page.path}: "${title}"`).toBeGreaterThanOrEqual(TITLE_LENGTH.min);
      expect.soft(title.length, `${page.path}: "${title}"`).toBeLessThanOrEqual(TITLE_LENGTH.max);
      expect
        .soft(description.length, `${page.path}: "${description}"`)
        .toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect
        .soft(description.length, `${page.path}: "${description}"`)
        .toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
      expect.soft(titles.get(title), `${page.path} repeats the title of`).toBeUndefined();
      expect.soft(descriptions.get(description), `${page.path} repeats the description of`).toBeUndefined();
      titles.set(title, page.path);
      descriptions.set(description, page.path);
    }
  });

  test("each page's canonical URL is absolute and its own", () => {
    for (const page of pages) {
      const canonicals = tagsOf(page.head, "link").filter((link) => link.rel === "canonical");
      expect
        .soft(
          canonicals.map((link) => link.href),
          page.path,
        )
        .toEqual([urlOf(page.path)]);
      expect.soft(metaValue(page, "og:url"), page.path).toBe(urlOf(page.path));
    }
  });

  test("each page has an Open Graph and Twitter card with a 1200×630 PNG of its own", () => {
    const images = new Set<string>();
    for (const page of pages) {
      const image = metaValue(page, "og:image");
      expectSocialCard(image);
      expect.soft(images.has(image), `${page.path} shares its card`).toBe(false);
      images.add(image);
      expect.soft(metaValue(page, "twitter:image"), page.path).toBe(image);
      expect.soft(metaValue(page, "og:image:width"), page.path).toBe("1200");
      expect.soft(metaValue(page, "og:image:height"), page.path).toBe("630");
      expect.soft(metaValue(page, "og:image:alt").length, page.path).toBeGreaterThan(10);
      expect.soft(metaValue(page, "twitter:card"), page.path).toBe("summary_large_image");
      expect.soft(metaValue(page, "og:type"), page.path).toMatch(/^(website|article)$/);
      expect.soft(metaValue(page, "og:locale"), page.path).toBe("es_ES");
      expect.soft(metaValue(page, "og:site_name"), page.path).toBe(BRAND.productName);
      expect.soft(metaValue(page, "og:title"), page.path).toBe(titleOf(page));
      expect.soft(metaValue(page, "og:description"), page.path).toBe(metaValue(page, "description"));
    }
  });

  test("exactly the internal and private pages say noindex", () => {
    const hidden = pages.filter((page) => !isIndexable(page)).map((page) => page.path);
    expect(hidden.sort()).toEqual(PRIVATE_PAGES);
    expect(metaValue(notFoundPage(), "robots")).toBe("noindex");
  });

  test("internal links are real <a href> to pages or files of the build", () => {
    const paths = new Set(pages.map((page) => page.path));
    for (const page of [...pages, notFoundPage()]) {
      for (const anchor of tagsOf(page.html.slice(page.html.indexOf("<body")), "a")) {
        expect.soft(anchor.href, `${page.path}: an <a> without href`).toBeTruthy();
        const href = anchor.href ?? "";
        if (!href.startsWith("/") || href.startsWith("//")) continue;
        const target = decodeURI(href.replace(/[?#].*$/, "")).replace(/(.)\/$/, "$1");
        expect
          .soft(paths.has(target) || existsSync(join(E2E_WEB_DIST, target)), `${page.path} links to ${href}`)
          .toBe(true);
      }
    }
  });
});

test.describe("structured data (JSON-LD)", () => {
  test("every page, the 404 included, describes the organisation", () => {
    for (const page of [...pages, notFoundPage()]) {
      const [organization, ...others] = nodesOfType(page, "Organization");
      expect(others, page.path).toEqual([]);
      expect.soft(organization, page.path).toMatchObject({ name: BRAND.productName, url: `${ORIGIN}/` });
      expect.soft(organization?.sameAs, page.path).toEqual(Object.values(BRAND.social));
      const logo = String(organization?.logo);
      expect.soft(existsSync(buildFile(logo)), `${logo} exists`).toBe(true);
    }
  });

  test("the landing page describes the website", () => {
    for (const page of pages) {
      const websites = nodesOfType(page, "WebSite");
      if (page.path !== "/") expect.soft(websites, page.path).toEqual([]);
      else
        expect(websites).toEqual([expect.objectContaining({ name: BRAND.productName, url: `${ORIGIN}/` })]);
    }
  });

  test("FAQPage data lists exactly the questions and answers the page shows", () => {
    // Every question the help centre has; a page "shows" one when both its question and its answer are on it.
    const known = HELP_QUESTIONS;
    const withFaq = pages.filter((page) => nodesOfType(page, "FAQPage").length > 0).map((page) => page.path);
    expect(withFaq).toEqual(expect.arrayContaining(["/", "/faq"]));
    for (const page of pages) {
      const faqs = nodesOfType(page, "FAQPage");
      if (faqs.length === 0) continue;
      expect(faqs.length, page.path).toBe(1);
      const entities = (faqs[0]?.mainEntity ?? []) as JsonLdNode[];
      const described = entities.map((entity) => ({
        q: String(entity.name),
        a: String((entity.acceptedAnswer as JsonLdNode | undefined)?.text),
      }));
      const text = bodyText(page);
      const shown = known.filter(
        (question) =>
          text.includes(normalizeSpace(question.question)) && text.includes(normalizeSpace(question.answer)),
      );
      for (const question of described) {
        expect
          .soft(text.includes(normalizeSpace(question.q)), `${page.path} shows "${question.q}"`)
          .toBe(true);
        expect
          .soft(text.includes(normalizeSpace(question.a)), `${page.path} shows the answer to "${question.q}"`)
          .toBe(true);
      }
      expect(new Set(described.map((question) => question.q)), page.path).toEqual(
        new Set(shown.map((question) => question.question)),
      );
      expect(described.length, page.path).toBeGreaterThan(0);
    }
  });

  test("/precios offers each plan and package with its price in euros and its availability", () => {
    const pricing = pages.find((page) => page.path === "/precios");
    if (!pricing) throw new Error("/precios was not prerendered");
    const products = nodesOfType(pricing, "Product");
    const offers = products.map((product) => product.offers as JsonLdNode);
    for (const [index, offer] of offers.entries()) {
      expect.soft(products[index]?.name, "a product's name").toBeTruthy();
      expect.soft(offer).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });
      expect.soft(String(offer.price)).toMatch(/^\d+\.\d{2}$/);
      expect
        .soft(String(offer.availability))
        .toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder|LimitedAvailability)$/);
    }
    const prices = offers.map((offer) => Number(offer.price));
    for (const pack of PACKAGES) expect(prices).toContain(pack.price);
    for (const plan of PLANS)
      if (plan.price !== null && !plan.struckThrough) expect(prices).toContain(plan.price);
  });

  test("every nested page has its breadcrumb trail, ending at itself", () => {
    for (const page of pages) {
      const trails = nodesOfType(page, "BreadcrumbList");
      if (!isNested(page.path)) {
        expect.soft(trails, page.path).toEqual([]);
        continue;
      }
      const items = (trails[0]?.itemListElement ?? []) as JsonLdNode[];
      expect.soft(trails.length, page.path).toBe(1);
      expect
        .soft(
          items.map((item) => item.position),
          page.path,
        )
        .toEqual(items.map((_, index) => index + 1));
      expect.soft(items[0]?.item, page.path).toBe(`${ORIGIN}/`);
      expect.soft(items.at(-1)?.item, page.path).toBe(urlOf(page.path));
      for (const item of items) expect.soft(String(item.name).length, page.path).toBeGreaterThan(2);
    }
  });

  test("every article and job carries its Article or JobPosting data", () => {
    for (const page of pages.filter((candidate) => /^\/observatorio\/./.test(candidate.path))) {
      const [article] = nodesOfType(page, "Article");
      expect(article, page.path).toMatchObject({
        headline: expect.any(String),
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        author: expect.objectContaining({ name: expect.any(String) }),
      });
      expectSocialCard(String(article?.image));
    }
    for (const page of pages.filter((candidate) => /^\/empleo\/./.test(candidate.path))) {
      const [job] = nodesOfType(page, "JobPosting");
      expect(job, page.path).toMatchObject({
        title: expect.any(String),
        description: expect.any(String),
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        employmentType: expect.any(String),
        hiringOrganization: expect.objectContaining({ name: BRAND.productName }),
        baseSalary: expect.objectContaining({ currency: "EUR" }),
      });
      expect(Boolean(job?.jobLocation) || job?.jobLocationType === "TELECOMMUTE", page.path).toBe(true);
    }
  });
});

test.describe("sitemap and robots.txt", () => {
  test("the sitemap lists exactly the indexable pages, at their canonical URLs", () => {
    const xml = readFileSync(join(E2E_WEB_DIST, "sitemap.xml"), "utf8");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexable = pages.filter(isIndexable).map((page) => urlOf(page.path));
    expect(new Set(locs)).toEqual(new Set(indexable));
    expect(locs.length).toBe(indexable.length);
    for (const lastmod of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g))
      expect(lastmod[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("robots.txt points to the sitemap with an absolute URL", () => {
    const robots = readFileSync(join(E2E_WEB_DIST, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  });

  test("social cards are served with a year-long cache", async ({ request }) => {
    const card = readdirSync(join(E2E_WEB_DIST, "og"))[0];
    const response = await request.get(`/og/${card}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("pages with structured data in the browser", () => {
  for (const path of ["/faq", "/precios", "/tools/redactor"]) {
    test(`${path} loads with its JSON-LD and no console error (the CSP leaves data scripts alone)`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
