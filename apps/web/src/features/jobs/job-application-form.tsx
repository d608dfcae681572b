import {
  buildJobApplicationPayload,
  CONSENTS,
  JOB_APPLICATION_DEFAULTS,
  type JobApplicationFormInput,
  JobApplicationFormSchema,
  type JobApplicationForm as JobApplicationValues,
  PAGE_FORM_TOASTS,
} from "@nivelia/domain/forms";
import type { Job } from "../../content/jobs/jobs";
import { withQueryProvider } from "../../lib/query-client";
import { Kit } from "../forms/form-kit";
import { DataProtectionNotice } from "../legal/data-protection-notice";
import { PAGE_FORM_CLASS, PageForm, usePageFormKit } from "../pages/page-form";

function JobApplicationFormBody({ job }: { job: Pick<Job, "id" | "title"> }) {
  const kit = usePageFormKit<JobApplicationFormInput, JobApplicationValues>({
    formType: "jobs",
    schema: JobApplicationFormSchema,
    defaultValues: JOB_APPLICATION_DEFAULTS,
    payload: (values) => buildJobApplicationPayload(job, values),
    optionalConsents: (values) => ({ cvForOtherVacancies: values.cvForOtherVacancies }),
    success: PAGE_FORM_TOASTS.jobs,
  });

  return (
    <Kit.Form kit={kit} aria-label={`Candidatura: ${job.title}`} className={PAGE_FORM_CLASS}>
      <div className="grid gap-5 sm:grid-cols-2">
        <PageForm.NameField label="Nombre y apellidos" />
        <PageForm.EmailField />
      </div>
      <PageForm.UrlField name="linkedin" label="Perfil de LinkedIn o enlace a tu CV" />
      <PageForm.MessageField
        label="Mensaje (opcional)"
        rows={5}
        placeholder="Cuéntanos por qué te interesa el puesto o algo de tu experiencia que no esté en el CV"
      />
      <Kit.ConsentField
        name="cvForOtherVacancies"
        kind="checkbox"
        label={CONSENTS.cvForOtherVacancies.label}
      />
      <PageForm.End submitLabel="Enviar candidatura" />
      <DataProtectionNotice formType="jobs" />
    </Kit.Form>
  );
}

/** The application form of a job page; it sends the 'jobs' e-mail with the position's id and title. */
const JobApplicationForm = withQueryProvider(JobApplicationFormBody);

export { JobApplicationForm };
