import {
  buildWebinarSignupPayload,
  FIELD_LIMITS,
  PAGE_FORM_TOASTS,
  WEBINAR_SIGNUP_DEFAULTS,
  type WebinarSignupFormInput,
  WebinarSignupFormSchema,
  type WebinarSignupForm as WebinarSignupValues,
} from "@nivelia/domain/forms";
import { useEffect } from "react";
import { splitWebinars, WEBINARS } from "../../content/company/webinars";
import { useContentDay } from "../../lib/content-day";
import { withQueryProvider } from "../../lib/query-client";
import { Kit } from "../forms/form-kit";
import { DataProtectionNotice } from "../legal/data-protection-notice";
import { formatContentDate } from "../pages/layout/page-header";
import { PAGE_FORM_CLASS, PageForm, usePageFormKit } from "../pages/page-form";

function WebinarSignupFormBody() {
  const { upcoming } = splitWebinars(useContentDay());
  const options = upcoming.map((webinar) => ({
    value: webinar.id,
    label: `${formatContentDate(webinar.date)} · ${webinar.title}`,
  }));
  const kit = usePageFormKit<WebinarSignupFormInput, WebinarSignupValues>({
    formType: "webinars",
    schema: WebinarSignupFormSchema,
    defaultValues: { ...WEBINAR_SIGNUP_DEFAULTS, webinar: upcoming[0]?.id ?? "" },
    payload: (values) => {
      const title = WEBINARS.find((webinar) => webinar.id === values.webinar)?.title ?? values.webinar;
      return buildWebinarSignupPayload(title, values);
    },
    success: PAGE_FORM_TOASTS.webinars,
    // The chosen session stays selected, for a colleague's sign-up to the same one.
    resetTo: (values) => ({ ...WEBINAR_SIGNUP_DEFAULTS, webinar: values.webinar }),
  });

  // A page built before a session's date and hydrated after it: the past session leaves the list as React renders
  // today's, and the form moves on to the next one (what the visitor typed stays).
  const { getValues, setValue } = kit.form;
  const next = upcoming[0]?.id ?? "";
  useEffect(() => {
    if (!upcoming.some((webinar) => webinar.id === getValues("webinar"))) setValue("webinar", next);
  });

  return (
    <Kit.Form kit={kit} aria-label="Inscripción a un webinar" className={PAGE_FORM_CLASS}>
      <Kit.SelectField name="webinar" label="Sesión" options={options} placeholder="Elige una sesión" />
      <div className="grid gap-5 sm:grid-cols-2">
        <PageForm.NameField label="Nombre" />
        <PageForm.EmailField />
      </div>
      <Kit.TextField
        name="company"
        label="Empresa (opcional)"
        autoComplete="organization"
        maxLength={FIELD_LIMITS.companyName}
      />
      <PageForm.End submitLabel="Reservar mi plaza" />
      <DataProtectionNotice formType="webinars" />
    </Kit.Form>
  );
}

/** The sign-up form of /webinars; it sends the 'webinars' e-mail with the chosen session. */
const WebinarSignupForm = withQueryProvider(WebinarSignupFormBody);

export { WebinarSignupForm };
