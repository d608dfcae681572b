import { sitePage } from "@nivelia/domain/site/pages";
import { Link } from "@tanstack/react-router";
import { formatSalaryRange, HIRING_PROCESS, JOBS } from "../../content/jobs/jobs";
import { BulletList } from "../pages/layout/bullet-list";
import { PageHeader } from "../pages/layout/page-header";
import { PageSection } from "../pages/layout/page-section";

/** /empleo: the open positions and how we hire. */
function JobListPage() {
  const page = sitePage("/empleo");
  return (
    <>
      <PageHeader eyebrow="Empleo" title={page.title} lead={page.description} />
      <PageSection title={`${JOBS.length} posiciones abiertas`}>
        <ul className="flex flex-col gap-4">
          {JOBS.map((job) => (
            <li
              key={job.id}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
            >
              <h3 className="font-semibold text-xl">
                <Link
                  to="/empleo/$jobId"
                  params={{ jobId: job.id }}
                  className="underline-offset-4 hover:underline"
                >
                  {job.title}
                </Link>
              </h3>
              <p className="text-muted-foreground">{job.summary}</p>
              <p className="text-sm">
                {job.team} · {job.location} · {job.modality} · {formatSalaryRange(job.salary)}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Cómo es el proceso" tone="muted" width="narrow">
        <BulletList items={HIRING_PROCESS} ordered />
        <p className="text-muted-foreground">
          ¿No encuentras tu puesto? Escríbenos desde{" "}
          <Link to="/contacto" className="text-primary underline underline-offset-4">
            contacto
          </Link>{" "}
          y cuéntanos qué te gustaría construir con nosotros.
        </p>
      </PageSection>
    </>
  );
}

export { JobListPage };
