import { BRAND } from "@nivelia/domain/brand";
import { type PageMeta, socialCard } from "../features/seo/page-meta";
import type { JobFacts } from "../features/seo/structured-data";
import { type Job, jobPath } from "./jobs/jobs";
import { type ArticleMeta, articlePath } from "./observatorio/articles";

/** How long a published vacancy stays open for search engines unless it is renewed. */
const JOB_OPEN_DAYS = 90;

const collectionTitle = (heading: string) => `${heading} | ${BRAND.productName}`;

/** A collection entry's page: indexable, titled after its heading, with a social card under the collection's label. */
function entryPageMeta(
  entry: { path: string; heading: string; description: string; published: string },
  type: PageMeta["type"],
  cardLabel: string,
): PageMeta {
  return {
    path: entry.path,
    name: entry.heading,
    title: collectionTitle(entry.heading),
    description: entry.description,
    indexable: true,
    type,
    published: entry.published,
    image: socialCard(entry.path, entry.heading, entry.description, cardLabel),
  };
}

/** An article's page metadata: its own title and description, an Observatorio social card, its publication day. */
export function articlePageMeta(article: ArticleMeta): PageMeta {
  const entry = { heading: article.title, description: article.description, published: article.date };
  return entryPageMeta({ path: articlePath(article.slug), ...entry }, "article", "Observatorio");
}

/** A vacancy's page metadata: its title and summary, an Empleo social card, its publication day. */
export function jobPageMeta(job: Job): PageMeta {
  const entry = { heading: job.title, description: job.summary, published: job.published };
  return entryPageMeta({ path: jobPath(job.id), ...entry }, "website", "Empleo");
}

/** The facts a JobPosting needs, from the vacancy as /empleo/$jobId shows it. */
export function jobFacts(job: Job): JobFacts {
  const validThrough = new Date(`${job.published}T00:00:00Z`);
  validThrough.setUTCDate(validThrough.getUTCDate() + JOB_OPEN_DAYS);
  return {
    title: job.title,
    description: job.description.join("\n\n"),
    datePosted: job.published,
    validThrough: validThrough.toISOString().slice(0, 10),
    employmentType: "FULL_TIME",
    location:
      job.modality === "Remoto"
        ? { remote: true, country: "ES" }
        : { remote: false, city: "Madrid", country: "ES" },
    salary: { min: job.salary.min, max: job.salary.max, period: "YEAR" },
  };
}
