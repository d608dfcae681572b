import { CONTACT_COMPANY_SIZE_OPTIONS, DIAL_CODES } from "@nivelia/domain/content";
import {
  buildContactPayload,
  CONTACT_FORM_DEFAULTS,
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  type ContactFormInput,
  ContactFormSchema,
  type ContactForm as ContactFormValues,
  contactInfoLimit,
  TOASTS,
} from "@nivelia/domain/forms";
import { SendIcon } from "lucide-react";
import { useWatch } from "react-hook-form";
import { withQueryProvider } from "../../../lib/query-client";
import { Kit, useFormKit } from "../../forms/form-kit";
import { useSendFormEmail } from "../../forms/use-send-form-email";
import { DataProtectionNotice } from "../../legal/data-protection-notice";

const DIAL_CODE_OPTIONS = DIAL_CODES.map((entry) => ({
  value: entry.code,
  label: `${entry.code} ${entry.country}`,
}));

/** Which form sends it: the landing's 'Agenda una demo' ('contactHome') or the contact page ('contact'). */
export type ContactFormType = "contactHome" | "contact";

function ContactFormBody({ formType = "contactHome" }: { formType?: ContactFormType }) {
  const send = useSendFormEmail(formType);
  const kit = useFormKit<ContactFormInput, ContactFormValues>({
    schema: ContactFormSchema,
    defaultValues: CONTACT_FORM_DEFAULTS,
    action: (values) =>
      send.mutateAsync({
        formData: buildContactPayload(values),
        userEmail: values.contactMethod === "email" ? values.contactInfo : "",
      }),
    success: { reset: true, toast: TOASTS.contact.success, confirm: true },
    failure: { toast: TOASTS.contact.failure, log: "El formulario de contacto no se ha podido enviar" },
  });
  const method = useWatch({ control: kit.form.control, name: "contactMethod" }) ?? "email";
  const usesPhone = method !== "email";

  return (
    <Kit.Form
      kit={kit}
      aria-label="Formulario de contacto"
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm md:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Kit.TextField name="name" label="Nombre" autoComplete="name" />
        <Kit.TextField name="company" label="Empresa" autoComplete="organization" />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-sm">¿Cómo prefieres que te contactemos?</legend>
        <div className="flex flex-wrap gap-3">
          {CONTACT_METHODS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="radio"
                value={value}
                disabled={kit.busy}
                className="size-4 accent-primary"
                {...kit.form.register("contactMethod", {
                  onChange: () => kit.form.clearErrors("contactInfo"),
                })}
              />
              {CONTACT_METHOD_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={usesPhone ? "grid gap-5 sm:grid-cols-[12rem_1fr]" : "grid gap-5"}>
        {usesPhone ? (
          <Kit.SelectField
            name="telefonoCode"
            label="Prefijo"
            options={DIAL_CODE_OPTIONS}
            placeholder="Prefijo"
          />
        ) : null}
        <Kit.TextField
          name="contactInfo"
          label={usesPhone ? "Teléfono" : "Email"}
          type={usesPhone ? "tel" : "email"}
          autoComplete={usesPhone ? "tel-national" : "email"}
          maxLength={contactInfoLimit(method)}
        />
      </div>

      <Kit.SelectField
        name="companySize"
        label="Tamaño de la empresa"
        options={CONTACT_COMPANY_SIZE_OPTIONS}
        placeholder="Selecciona el tamaño"
      />
      <Kit.TextAreaField
        name="message"
        label="Mensaje (opcional)"
        rows={4}
        placeholder="Cuéntanos qué perfiles quieres evaluar"
      />
      <Kit.PrivacyConsent name="rgpd" kind="checkbox" lead="He leído y acepto la" />
      <Kit.Submit<ContactFormInput> requires={["rgpd"]} size="lg" icon={<SendIcon aria-hidden="true" />}>
        Enviar mensaje
      </Kit.Submit>
      <DataProtectionNotice formType={formType} />
    </Kit.Form>
  );
}

/** The contact form of 'Agenda una demo' (sections 3.5, 4 and 5); it sends the e-mail of its form type. */
const ContactForm = withQueryProvider(ContactFormBody);

export { ContactForm };
