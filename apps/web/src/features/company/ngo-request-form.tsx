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
import { withQueryProvider } from "../../lib/query-client";
import { Kit } from "../forms/form-kit";
import { DataProtectionNotice } from "../legal/data-protection-notice";
import { PAGE_FORM_CLASS, PageForm, usePageFormKit } from "../pages/page-form";

function NgoRequestFormBody() {
  const kit = usePageFormKit<NgoRequestFormInput, NgoRequestValues>({
    formType: "ongs",
    schema: NgoRequestFormSchema,
    defaultValues: NGO_REQUEST_DEFAULTS,
    payload: buildNgoRequestPayload,
    success: PAGE_FORM_TOASTS.ongs,
  });

  return (
    <Kit.Form kit={kit} aria-label="Solicitud del programa para ONGs" className={PAGE_FORM_CLASS}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Kit.TextField
          name="organization"
          label="Organización"
          autoComplete="organization"
          maxLength={FIELD_LIMITS.companyName}
        />
        <PageForm.UrlField name="website" label="Web de la organización (opcional)" />
        <PageForm.NameField label="Persona de contacto" />
        <PageForm.EmailField />
      </div>
      <PageForm.MessageField
        label={`¿Para qué queréis usar ${BRAND.productName}?`}
        rows={4}
        placeholder="Por ejemplo: evaluar a las personas de nuestro programa de formación en desarrollo web"
      />
      <PageForm.End submitLabel="Enviar solicitud" />
      <DataProtectionNotice formType="ongs" />
    </Kit.Form>
  );
}

/** The request form of /ongs; it sends the 'ongs' e-mail. */
const NgoRequestForm = withQueryProvider(NgoRequestFormBody);

export { NgoRequestForm };
