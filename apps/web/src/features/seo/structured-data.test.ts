import { PACKAGES, PLANS } from "@nivelia/domain/content";
import { describe, expect, it } from "vitest";
import { FIXTURE_ARTICLE, FIXTURE_JOB, FIXTURE_JOB_META } from "./fixtures";
import {
  article,
  breadcrumbList,
  faqPage,
  jobPosting,
  pricingProducts,
  serializeJsonLd,
  structuredDataGraph,
} from "./structured-data";

describe("structured data builders", () => {
  it("writes an Article with headline, dates, author and its social card", () => {
    expect(article(FIXTURE_ARTICLE)).toMatchObject({
      "@type": "Article",
      headline: "El coste real del cribado técnico",
      datePublished: "2026-10-01",
      dateModified: "2026-10-15",
      author: { "@type": "Person", name: "Lucía Martín" },
      image: `https://nivelia.es${FIXTURE_ARTICLE.image.path}`,
      mainEntityOfPage: "https://nivelia.es/observatorio/coste-real-del-cribado",
    });
  });

  it("dates an article's modification at its publication when it was never updated", () => {
    const { updated: _, ...unchanged } = FIXTURE_ARTICLE;
    expect(article(unchanged)).toMatchObject({ dateModified: "2026-10-01" });
  });

  it("writes a remote JobPosting with salary, dates and the hiring organisation", () => {
    expect(jobPosting(FIXTURE_JOB_META, FIXTURE_JOB)).toMatchObject({
      "@type": "JobPosting",
      title: "Backend sénior (Node.js)",
      datePosted: "2026-11-02",
      validThrough: "2027-01-31",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Nivelia" },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "ES" },
      baseSalary: { currency: "EUR", value: { minValue: 50000, maxValue: 62000, unitText: "YEAR" } },
    });
  });

  it("places an on-site or hybrid job in its city", () => {
    const job = jobPosting(FIXTURE_JOB_META, {
      ...FIXTURE_JOB,
      location: { remote: false, city: "Madrid", country: "ES" },
    });
    expect(job).toMatchObject({
      jobLocation: { "@type": "Place", address: { addressLocality: "Madrid", addressCountry: "ES" } },
    });
    expect(job).not.toHaveProperty("jobLocationType");
  });

  it("lists questions with their answers word for word", () => {
    expect(
      faqPage("/faq", [{ question: "¿Hay permanencia?", answer: "No. Cancela cuando quieras." }]),
    ).toEqual({
      "@type": "FAQPage",
      url: "https://nivelia.es/faq",
      inLanguage: "es-ES",
      mainEntity: [
        {
          "@type": "Question",
          name: "¿Hay permanencia?",
          acceptedAnswer: { "@type": "Answer", text: "No. Cancela cuando quieras." },
        },
      ],
    });
  });

  it("numbers a breadcrumb trail from 1 with absolute URLs", () => {
    expect(
      breadcrumbList([
        { name: "Inicio", path: "/" },
        { name: "Herramientas gratuitas", path: "/tools" },
      ]),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: "Inicio", item: "https://nivelia.es/" },
        { position: 2, name: "Herramientas gratuitas", item: "https://nivelia.es/tools" },
      ],
    });
  });

  it("offers every package and every priced plan in euros, from the pricing modules", () => {
    const offers = pricingProducts().map((product) => (product as { offers: { price: string } }).offers);
    const prices = offers.map((offer) => offer.price);
    for (const pack of PACKAGES) expect(prices).toContain(pack.price.toFixed(2));
    const enterprise = PLANS.find((plan) => plan.id === "enterprise");
    expect(prices).toContain(enterprise?.price?.toFixed(2));
    // Early Access is free while the beta has places; Modular has no price to state.
    expect(prices).toContain("0.00");
    expect(offers).toHaveLength(PACKAGES.length + 2);
    for (const offer of offers) expect(offer).toMatchObject({ priceCurrency: "EUR" });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close its script tag or open a comment, and parses back to the same data", () => {
    const graph = structuredDataGraph([
      faqPage("/faq", [{ question: "¿</script><script>alert(1)</script>?", answer: "<!-- a & b -->\u2028" }]),
    ]);
    const json = serializeJsonLd(graph);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(graph);
  });
});
