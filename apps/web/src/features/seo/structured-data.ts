import { BRAND } from "@nivelia/domain/brand";
import { type HelpQuestion, PACKAGES, PLANS } from "@nivelia/domain/content";
import type {
  Article,
  BreadcrumbList,
  FAQPage,
  Graph,
  ItemAvailability,
  JobPosting,
  Organization,
  Product,
  Thing,
  WebSite,
} from "schema-dts";
import { type PageMeta, siteUrl } from "./page-meta";

const ORGANIZATION_ID = siteUrl("/#organization");
const WEBSITE_ID = siteUrl("/#website");

/** The square PNG logo the build draws from the favicon, for the Organization's `logo`. */
export const LOGO = { path: "/logo.png", size: 512 } as const;

/** The company behind the site, on every page. */
export function organization(): Organization {
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: BRAND.productName,
    url: siteUrl("/"),
    logo: siteUrl(LOGO.path),
    email: BRAND.teamEmail,
    sameAs: Object.values(BRAND.social),
  };
}

/** The site itself, on the landing page. */
export function webSite(): WebSite {
  return {
    "@type": "WebSite",
    "@id": WEBSITE_ID,
    name: BRAND.productName,
    url: siteUrl("/"),
    inLanguage: "es-ES",
    publisher: { "@id": ORGANIZATION_ID },
  };
}

/** The questions a page shows with their answers, word for word. */
export function faqPage(
  path: string,
  questions: readonly Pick<HelpQuestion, "question" | "answer">[],
): FAQPage {
  return {
    "@type": "FAQPage",
    url: siteUrl(path),
    inLanguage: "es-ES",
    mainEntity: questions.map((question) => ({
      "@type": "Question",
      name: question.question,
      acceptedAnswer: { "@type": "Answer", text: question.answer },
    })),
  };
}

/** One step of a breadcrumb trail. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** Where a nested page sits: the landing page, its section, the page. */
export function breadcrumbList(trail: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: siteUrl(crumb.path),
    })),
  };
}

const availability = (state: "InStock" | "PreOrder" | "LimitedAvailability"): ItemAvailability =>
  `https://schema.org/${state}`;

function product(
  name: string,
  description: string,
  price: number,
  state: Parameters<typeof availability>[0],
) {
  return {
    "@type": "Product",
    name,
    description,
    brand: { "@type": "Brand", name: BRAND.productName },
    offers: {
      "@type": "Offer",
      url: siteUrl("/precios"),
      price: price.toFixed(2),
      priceCurrency: "EUR",
      availability: availability(state),
      seller: { "@id": ORGANIZATION_ID },
    },
  } satisfies Product;
}

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/**
 * The plans and packages with a price (the Modular plan has none to state). Early Access is free while the beta
 * has places; Enterprise and the packages are sold from September, so they are pre-orders until then.
 */
export function pricingProducts(): Product[] {
  const plans = PLANS.flatMap((plan) => {
    if (plan.price === null) return [];
    const free = plan.offerLabel === "Gratis";
    return [
      product(
        `Plan ${plan.name}`,
        plan.description,
        free ? 0 : plan.price,
        free ? "LimitedAvailability" : "PreOrder",
      ),
    ];
  });
  const packages = PACKAGES.map((pack) =>
    product(
      `Paquete de ${count(pack.processes, "proceso", "procesos")} de selección`,
      `${count(pack.recruiters, "recruiter", "recruiters")}, ${count(pack.processes, "proceso de selección", "procesos de selección")} y hasta ${pack.candidateCap} candidatos.`,
      pack.price,
      "PreOrder",
    ),
  );
  return [...plans, ...packages];
}

/** An article page's metadata with the facts an Article needs. */
export interface ArticleMeta extends PageMeta {
  readonly published: string;
  readonly author: string;
}

/** An Observatorio article: headline, dates, author and its social card as image. */
export function article(meta: ArticleMeta): Article {
  return {
    "@type": "Article",
    headline: meta.name,
    description: meta.description,
    datePublished: meta.published,
    dateModified: meta.updated ?? meta.published,
    author: { "@type": "Person", name: meta.author },
    image: siteUrl(meta.image.path),
    mainEntityOfPage: siteUrl(meta.path),
    inLanguage: "es-ES",
    publisher: { "@id": ORGANIZATION_ID },
  };
}

/** Where a job is done: remote from a country, or in a city (hybrid jobs name their city). */
export type JobLocation =
  | { readonly remote: true; readonly country: string }
  | { readonly remote: false; readonly city: string; readonly country: string };

/** The facts of a vacancy a JobPosting needs, beyond the page's metadata. */
export interface JobFacts {
  readonly title: string;
  /** The full description shown on the page (plain text or simple HTML). */
  readonly description: string;
  readonly datePosted: string;
  readonly validThrough: string;
  readonly employmentType: "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN";
  readonly location: JobLocation;
  /** Gross salary range in euros. */
  readonly salary: { readonly min: number; readonly max: number; readonly period: "YEAR" | "MONTH" };
}

/** One vacancy of /empleo. */
export function jobPosting(meta: PageMeta, job: JobFacts): JobPosting {
  const place = job.location.remote
    ? ({
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: { "@type": "Country", name: job.location.country },
      } as const)
    : ({
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: job.location.city,
            addressCountry: job.location.country,
          },
        },
      } as const);
  return {
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: BRAND.productName,
      sameAs: siteUrl("/"),
      logo: siteUrl(LOGO.path),
    },
    ...place,
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.period,
      },
    },
    url: siteUrl(meta.path),
    directApply: true,
  } satisfies JobPosting;
}

/** Every node of a page in one JSON-LD document. */
export function structuredDataGraph(nodes: readonly Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as Unicode escapes, so no text in it can close
 * the script or open a comment, and the JSON still parses to the same value.
 */
export function serializeJsonLd(graph: Graph): string {
  return JSON.stringify(graph)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
