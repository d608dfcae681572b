// The routes the page specs visit, each hydrated with every deferred part (gotoReady) under the shared fixture,
// which fails a test on any Content-Security-Policy violation. The CSP spec visits only the routes left out here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CHECKOUT_STATUS_TEXTS } from "@nivelia/domain/content";
import { COST_ASSISTANT_PAGE, SITE_PAGES, type SitePagePath } from "@nivelia/domain/site/pages";
import { renderArticle } from "../scripts/markdown";
import { JOBS } from "../src/content/jobs/jobs";
import { CANDIDATES_INTRO } from "../src/content/pages/candidates";
import { CONTACT_INTRO } from "../src/content/pages/contact";
import { EARLY_ACCESS_INTRO } from "../src/content/pages/early-access";
import { FAQ_INTRO } from "../src/content/pages/faq";
import { FEATURES_INTRO } from "../src/content/pages/features";
import { FEEDBACK_INTRO } from "../src/content/pages/feedback";
import { FREE_TRIAL_INTRO } from "../src/content/pages/free-trial";
import { INTEGRATIONS_INTRO } from "../src/content/pages/integrations";
import { TEST_PAGE_INTRO } from "../src/content/pages/internal";
import { ONBOARDING_INTRO } from "../src/content/pages/onboarding";
import { PRICING_INTRO } from "../src/content/pages/pricing";
import { PROGRAMME_INTRO } from "../src/content/pages/programme";
import { SUPPORT_INTRO } from "../src/content/pages/support";
import { USE_CASES_INTRO } from "../src/content/pages/use-cases";

// ── Company, legal and content pages (pages-company-legal.spec.ts) ──────

export interface VisitedPage {
  path: string;
  heading: string;
  /** Words the prerendered HTML must hold before any script runs. */
  minWords: number;
}

const STATIC_PAGES: Readonly<Record<string, number>> = {
  "/legal": 700,
  "/privacidad": 1500,
  "/cookies": 700,
  "/terminos": 800,
  "/condiciones-compra": 800,
  "/algoritmo": 800,
  "/ciclo-del-dato": 600,
  "/sobre-nosotros": 400,
  "/cultura": 350,
  "/media": 350,
  "/inversores": 350,
  "/webinars": 350,
  "/ongs": 350,
  "/edu": 350,
  "/actualizaciones": 300,
  "/observatorio": 250,
  "/empleo": 300,
};

const ARTICLES_DIR = join(import.meta.dirname, "../src/content/observatorio");
export const ARTICLES = readdirSync(ARTICLES_DIR)
  .filter((file) => file.endsWith(".md"))
  .map((file) => renderArticle(readFileSync(join(ARTICLES_DIR, file), "utf8"), file));

export const COMPANY_LEGAL_PAGES: readonly VisitedPage[] = [
  ...Object.entries(STATIC_PAGES).map(([path, minWords]) => {
    const page = SITE_PAGES.find((candidate) => candidate.path === path);
    if (!page) throw new Error(`${path} is not in the domain's page list`);
    return { path, heading: page.title, minWords };
  }),
  ...ARTICLES.map((article) => ({
    path: `/observatorio/${article.slug}`,
    heading: article.title,
    minWords: article.wordCount,
  })),
  // The benefits and the hiring process are linked (/cultura, /empleo), not repeated on every job page (issue 49).
  ...JOBS.map((job) => ({ path: `/empleo/${job.id}`, heading: job.title, minWords: 350 })),
];

// ── Product, pricing and help pages (pages-product.spec.ts) ─────────────

export interface PageCase {
  path: SitePagePath;
  /** The page's only h1 once hydrated. */
  heading: string;
  /** Words the prerendered <main> must hold (the stubs these pages replace had about 20). */
  minWords: number;
  noindex?: boolean;
}

export const PRODUCT_PAGES: readonly PageCase[] = [
  { path: "/precios", heading: PRICING_INTRO.title, minWords: 600 },
  { path: "/early-access", heading: EARLY_ACCESS_INTRO.title, minWords: 350 },
  { path: "/programa-early-access", heading: PROGRAMME_INTRO.title, minWords: 350 },
  { path: "/prueba-gratis", heading: FREE_TRIAL_INTRO.title, minWords: 250 },
  { path: "/faq", heading: FAQ_INTRO.title, minWords: 1000 },
  { path: "/contacto", heading: CONTACT_INTRO.title, minWords: 300 },
  { path: "/soporte", heading: SUPPORT_INTRO.title, minWords: 400 },
  // Linked, not repeated (issue 49): the nine test cards are on the landing, the sample report on /feedback.
  { path: "/candidatos", heading: CANDIDATES_INTRO.title, minWords: 500 },
  { path: "/casos-de-uso", heading: USE_CASES_INTRO.title, minWords: 1000 },
  { path: "/caracteristicas", heading: FEATURES_INTRO.title, minWords: 450 },
  { path: "/integraciones", heading: INTEGRATIONS_INTRO.title, minWords: 350 },
  { path: "/onboarding", heading: ONBOARDING_INTRO.title, minWords: 200 },
  { path: "/feedback", heading: FEEDBACK_INTRO.title, minWords: 400 },
  // Without a session id the success page says there is no payment to show, then what follows a purchase. Like the
  // internal pages, it is private: noindex and out of the sitemap (issue 16).
  { path: "/success", heading: CHECKOUT_STATUS_TEXTS.none.title, minWords: 100, noindex: true },
  { path: "/test", heading: TEST_PAGE_INTRO.title, minWords: 150, noindex: true },
  { path: "/test-calculator-v2", heading: COST_ASSISTANT_PAGE.title, minWords: 100, noindex: true },
];

// ── Tools (tools.spec.ts) ───────────────────────────────────────────────

/** The tool pages with their h1 (the content modules' headings). */
export const TOOL_PAGES = [
  { path: "/tools", heading: "Herramientas gratuitas para la selección técnica" },
  { path: "/tools/tech-profile", heading: "Perfil de tecnología" },
  { path: "/tools/logic-test", heading: "Test de lógica" },
  { path: "/tools/redactor", heading: "Redactor de ofertas técnicas" },
  { path: "/tools/parser-cv", heading: "Analizador de CV" },
  { path: "/verify", heading: "Verificar un informe de feedback" },
] as const;

// ── The cost assistant (cost-calculator-assistant.spec.ts) ──────────────

export const ASSISTANT_PATH = COST_ASSISTANT_PAGE.path;

/** Every route a spec opens with gotoReady: the landing page (most specs) and the lists above. */
export const HYDRATED_ROUTES: ReadonlySet<string> = new Set([
  "/",
  ...COMPANY_LEGAL_PAGES.map((page) => page.path),
  ...PRODUCT_PAGES.map((page) => page.path),
  ...TOOL_PAGES.map((page) => page.path),
  ASSISTANT_PATH,
]);
