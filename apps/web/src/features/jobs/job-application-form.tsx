import { zodResolver } from "@hookform/resolvers/zod";
import {
  buildJobApplicationPayload,
  FIELD_LIMITS,
  JOB_APPLICATION_DEFAULTS,
  type JobApplicationFormInput,
  JobApplicationFormSchema,
  type JobApplicationForm as JobApplicationValues,
  PAGE_FORM_TOASTS,
} from "@nivelia/domain/forms";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { Job } from "../../content/jobs/jobs";
import { QueryProvider } from "../../lib/query-client";
import { TextAreaField, TextField } from "../forms/text-field";
import { FormSubmitButton, PAGE_FORM_CLASS, PrivacyConsent } from "../pages/page-form-parts";
import { usePageFormSubmit } from "../pages/use-page-form-submit";

/** The application form of a job page; it sends the 'jobs' e-mail with the position's id and title. */
function JobApplicationForm({ job }: { job: Pick<Job, "id" | "title"> }) {
  return (
    <QueryProvider>
      <JobApplicationFormBody job={job} />
    </QueryProvider>
  );
}

function JobApplicationFormBody({ job }: { job: Pick<Job, "id" | "title"> }) {
  const id = useId();
  const { submit, pending } = usePageFormSubmit("jobs", PAGE_FORM_TOASTS.jobs);
  const form = useForm<JobApplicationFormInput, unknown, JobApplicationValues>({
    resolver: zodResolver(JobApplicationFormSchema),
    defaultValues: JOB_APPLICATION_DEFAULTS,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const consent = useWatch({ control: form.control, name: "rgpd" });
  const busy = isSubmitting || pending;

  const onSubmit = async (values: JobApplicationValues) => {
    if (await submit(buildJobApplicationPayload(job, values), values.email))
      form.reset(JOB_APPLICATION_DEFAULTS);
  };

  return (
    <form
      noValidate
      aria-label={`Candidatura: ${job.title}`}
      onSubmit={form.handleSubmit(onSubmit)}
      className={PAGE_FORM_CLASS}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Nombre y apellidos"
          error={errors.name?.message}
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          disabled={busy}
          {...form.register("name")}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          error={errors.email?.message}
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          disabled={busy}
          {...form.register("email")}
        />
      </div>
      <TextField
        id={`${id}-linkedin`}
        label="Perfil de LinkedIn o enlace a tu CV"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.linkedin?.message}
        autoComplete="url"
        maxLength={FIELD_LIMITS.url}
        disabled={busy}
        {...form.register("linkedin")}
      />
      <TextAreaField
        id={`${id}-message`}
        label="Mensaje (opcional)"
        rows={5}
        error={errors.message?.message}
        maxLength={FIELD_LIMITS.message}
        placeholder="Cuéntanos por qué te interesa el puesto o algo de tu experiencia que no esté en el CV"
        disabled={busy}
        {...form.register("message")}
      />
      <Controller
        control={form.control}
        name="rgpd"
        render={({ field }) => (
          <PrivacyConsent id={`${id}-rgpd`} field={field} error={errors.rgpd?.message} disabled={busy} />
        )}
      />
      <FormSubmitButton busy={busy} consent={consent} label="Enviar candidatura" />
    </form>
  );
}

export { JobApplicationForm };
