import { zodResolver } from "@hookform/resolvers/zod";
import {
  buildWebinarSignupPayload,
  FIELD_LIMITS,
  PAGE_FORM_TOASTS,
  WEBINAR_SIGNUP_DEFAULTS,
  type WebinarSignupFormInput,
  WebinarSignupFormSchema,
  type WebinarSignupForm as WebinarSignupValues,
} from "@nivelia/domain/forms";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { splitWebinars, WEBINARS } from "../../content/company/webinars";
import { QueryProvider } from "../../lib/query-client";
import { FormField } from "../forms/form-field";
import { OptionSelect } from "../forms/option-select";
import { TextField } from "../forms/text-field";
import { formatContentDate } from "../pages/layout/page-header";
import { FormSubmitButton, PAGE_FORM_CLASS, PrivacyConsent } from "../pages/page-form-parts";
import { usePageFormSubmit } from "../pages/use-page-form-submit";

/** The sign-up form of /webinars; it sends the 'webinars' e-mail with the chosen session. */
function WebinarSignupForm() {
  return (
    <QueryProvider>
      <WebinarSignupFormBody />
    </QueryProvider>
  );
}

function WebinarSignupFormBody() {
  const id = useId();
  const { upcoming } = splitWebinars(new Date().toISOString().slice(0, 10));
  const options = upcoming.map((webinar) => ({
    value: webinar.id,
    label: `${formatContentDate(webinar.date)} · ${webinar.title}`,
  }));
  const { submit, pending } = usePageFormSubmit("webinars", PAGE_FORM_TOASTS.webinars);
  const form = useForm<WebinarSignupFormInput, unknown, WebinarSignupValues>({
    resolver: zodResolver(WebinarSignupFormSchema),
    defaultValues: { ...WEBINAR_SIGNUP_DEFAULTS, webinar: upcoming[0]?.id ?? "" },
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const consent = useWatch({ control: form.control, name: "rgpd" });
  const busy = isSubmitting || pending;

  const onSubmit = async (values: WebinarSignupValues) => {
    const title = WEBINARS.find((webinar) => webinar.id === values.webinar)?.title ?? values.webinar;
    if (await submit(buildWebinarSignupPayload(title, values), values.email)) {
      form.reset({ ...WEBINAR_SIGNUP_DEFAULTS, webinar: values.webinar });
    }
  };

  return (
    <form
      noValidate
      aria-label="Inscripción a un webinar"
      onSubmit={form.handleSubmit(onSubmit)}
      className={PAGE_FORM_CLASS}
    >
      <FormField id={`${id}-webinar`} label="Sesión" error={errors.webinar?.message}>
        <Controller
          control={form.control}
          name="webinar"
          render={({ field }) => (
            <OptionSelect
              id={`${id}-webinar`}
              name={field.name}
              options={options}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder="Elige una sesión"
              disabled={busy}
              error={errors.webinar?.message}
            />
          )}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Nombre"
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
        id={`${id}-company`}
        label="Empresa (opcional)"
        error={errors.company?.message}
        autoComplete="organization"
        maxLength={FIELD_LIMITS.companyName}
        disabled={busy}
        {...form.register("company")}
      />
      <Controller
        control={form.control}
        name="rgpd"
        render={({ field }) => (
          <PrivacyConsent id={`${id}-rgpd`} field={field} error={errors.rgpd?.message} disabled={busy} />
        )}
      />
      <FormSubmitButton busy={busy} consent={consent} label="Reservar mi plaza" />
    </form>
  );
}

export { WebinarSignupForm };
