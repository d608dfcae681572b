// A made-up article and job, shaped as the Observatorio and jobs content modules hand them to the build.
import type { ContentCollection } from "./collections";
import { type PageMeta, socialCard } from "./page-meta";
import { type ArticleMeta, article, type JobFacts, jobPosting } from "./structured-data";

export const FIXTURE_ARTICLE: ArticleMeta = {
  path: "/observatorio/coste-real-del-cribado",
  name: "El coste real del cribado técnico",
  title: "El coste real del cribado técnico | Nivelia",
  description:
    "Cuántas horas de ingeniería se van en cribar candidatos y cómo medirlas antes de decidir qué automatizar.",
  indexable: true,
  type: "article",
  published: "2026-10-01",
  updated: "2026-10-15",
  author: "Lucía Martín",
  image: socialCard(
    "/observatorio/coste-real-del-cribado",
    "El coste real del cribado técnico",
    "Cuántas horas de ingeniería se van en cribar candidatos.",
    "Observatorio",
  ),
};

export const FIXTURE_JOB_META: PageMeta = {
  path: "/empleo/backend-senior",
  name: "Backend sénior (Node.js)",
  title: "Backend sénior (Node.js) en remoto | Nivelia",
  description:
    "Diseña la API que evalúa a miles de candidatos: Node.js, PostgreSQL y colas, en remoto desde España.",
  indexable: true,
  type: "website",
  published: "2026-11-02",
  image: socialCard(
    "/empleo/backend-senior",
    "Backend sénior (Node.js)",
    "En remoto desde España.",
    "Empleo",
  ),
};

export const FIXTURE_JOB: JobFacts = {
  title: "Backend sénior (Node.js)",
  description: "<p>Diseña la API que evalúa a miles de candidatos.</p>",
  datePosted: "2026-11-02",
  validThrough: "2027-01-31",
  employmentType: "FULL_TIME",
  location: { remote: true, country: "ES" },
  salary: { min: 50000, max: 62000, period: "YEAR" },
};

export const FIXTURE_COLLECTIONS: readonly ContentCollection[] = [
  {
    basePath: "/observatorio",
    pages: [{ meta: FIXTURE_ARTICLE, structuredData: [article(FIXTURE_ARTICLE)] }],
  },
  {
    basePath: "/empleo",
    pages: [{ meta: FIXTURE_JOB_META, structuredData: [jobPosting(FIXTURE_JOB_META, FIXTURE_JOB)] }],
  },
];
