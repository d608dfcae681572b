import { Link } from "@tanstack/react-router";
import { JOB_APPLICATION_INTRO, JOB_SHARED_LINKS, type Job } from "../../content/jobs/jobs";
import { deferred } from "../../lib/deferred";
import { BulletList } from "../pages/layout/bullet-list";
import { formatContentDate, PageHeader } from "../pages/layout/page-header";
import { PageSection } from "../pages/layout/page-section";
import { JobFacts } from "./job-facts";

// The form's code (validation, React Query) loads as the visitor nears it; its HTML is prerendered.
const DeferredApplicationForm = deferred("job-application", () =>
  import("./job-application-section").then((module) => module.JobApplicationSection),
);

/** One open position: what it is, what it asks for, what it offers, and the application form. */
function JobPage({ job }: { job: Job }) {
  return (
    <>
      <PageHeader
        eyebrow={`Empleo · ${job.team}`}
        title={job.title}
        lead={
          <div className="flex flex-col gap-4">
            <p>{job.summary}</p>
            <JobFacts job={job} />
            <p className="text-sm">
              Publicada el <time dateTime={job.published}>{formatContentDate(job.published)}</time> ·{" "}
              <Link to="/empleo" className="text-primary underline underline-offset-4">
                Ver todas las posiciones
              </Link>
            </p>
          </div>
        }
      />
      <PageSection title="El puesto" width="narrow">
        {job.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <BulletList title="Qué harás" items={job.responsibilities} />
        <BulletList title="Qué buscamos" items={job.requirements} />
        <BulletList title="Suma puntos" items={job.niceToHave} />
        <BulletList title="Tus primeros seis meses" items={job.firstMonths} ordered />
      </PageSection>
      <PageSection title="Qué ofrecemos" tone="muted" width="narrow">
        {/* The same for every position: told once on /cultura and /empleo, linked from here. */}
        <p>
          {JOB_SHARED_LINKS.benefitsText}{" "}
          <Link to="/cultura" className="text-primary underline underline-offset-4">
            {JOB_SHARED_LINKS.benefitsLink}
          </Link>
          .
        </p>
      </PageSection>
      <PageSection id="candidatura" title="Envía tu candidatura" intro={JOB_APPLICATION_INTRO} width="narrow">
        <DeferredApplicationForm />
        <p>
          {JOB_SHARED_LINKS.processText}{" "}
          <Link to="/empleo" className="text-primary underline underline-offset-4">
            {JOB_SHARED_LINKS.processLink}
          </Link>
          .
        </p>
      </PageSection>
    </>
  );
}

export { JobPage };
