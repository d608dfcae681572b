import { zodResolver } from "@hookform/resolvers/zod";
import { BRAND } from "@nivelia/domain/brand";
import {
  buildNgoRequestPayload,
  FIELD_LIMITS,
  NGO_REQUEST_DEFAULTS,
  type NgoRequestFormInput,
  NgoRequestFormSchema,
  type NgoRequestForm as NgoRequestValues,
  PAGE_FORM_TOASTS,
} from "@nivelia/domain/forms";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { QueryProvider } from "../../lib/query-client";
import { TextAreaField, TextField } from "../forms/text-field";
import { FormSubmitButton, PAGE_FORM_CLASS, PrivacyConsent } from "../pages/page-form-parts";
import { usePageFormSubmit } from "../pages/use-page-form-submit";

/** The request form of /ongs; it sends the 'ongs' e-mail. */
function NgoRequestForm() {
  return (
    <QueryProvider>
      <NgoRequestFormBody />
    </QueryProvider>
  );
}

function NgoRequestFormBody() {
  const id = useId();
  const { submit, pending } = usePageFormSubmit("ongs", PAGE_FORM_TOASTS.ongs);
  const form = useForm<NgoRequestFormInput, unknown, NgoRequestValues>({
    resolver: zodResolver(NgoRequestFormSchema),
    defaultValues: NGO_REQUEST_DEFAULTS,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const consent = useWatch({ control: form.control, name: "rgpd" });
  const busy = isSubmitting || pending;

  const onSubmit = async (values: NgoRequestValues) => {
    if (await submit(buildNgoRequestPayload(values), values.email)) form.reset(NGO_REQUEST_DEFAULTS);
  };

  return (
    <form
      noValidate
      aria-label="Solicitud del programa para ONGs"
      onSubmit={form.handleSubmit(onSubmit)}
      className={PAGE_FORM_CLASS}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-organization`}
          label="Organización"
          error={errors.organization?.message}
          autoComplete="organization"
          maxLength={FIELD_LIMITS.companyName}
          disabled={busy}
          {...form.register("organization")}
        />
        <TextField
          id={`${id}-website`}
          label="Web de la organización (opcional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.website?.message}
          autoComplete="url"
          maxLength={FIELD_LIMITS.url}
          disabled={busy}
          {...form.register("website")}
        />
        <TextField
          id={`${id}-name`}
          label="Persona de contacto"
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
      <TextAreaField
        id={`${id}-message`}
        label={`¿Para qué queréis usar ${BRAND.productName}?`}
        rows={4}
        error={errors.message?.message}
        maxLength={FIELD_LIMITS.message}
        placeholder="Por ejemplo: evaluar a las personas de nuestro programa de formación en desarrollo web"
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
      <FormSubmitButton busy={busy} consent={consent} label="Enviar solicitud" />
    </form>
  );
}

export { NgoRequestForm };
