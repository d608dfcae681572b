import { zodResolver } from "@hookform/resolvers/zod";
import { CONTACT_COMPANY_SIZE_OPTIONS, DIAL_CODES } from "@nivelia/domain/content";
import {
  buildContactPayload,
  CONTACT_FORM_DEFAULTS,
  CONTACT_METHODS,
  type ContactFormInput,
  ContactFormSchema,
  type ContactForm as ContactFormValues,
  type ContactMethod,
  contactInfoLimit,
  TOASTS,
} from "@nivelia/domain/forms";
import { Button } from "@nivelia/ui";
import { Loader2Icon, SendIcon } from "lucide-react";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { QueryProvider } from "../../../lib/query-client";
import { ConsentField } from "../../forms/consent-field";
import { FormField } from "../../forms/form-field";
import { NewTabLink } from "../../forms/new-tab-link";
import { OptionSelect } from "../../forms/option-select";
import { showToast } from "../../forms/show-toast";
import { TextAreaField, TextField } from "../../forms/text-field";
import { useSendFormEmail } from "../../forms/use-send-form-email";

/** How each contact method reads in the radio group. */
const METHOD_LABELS: Readonly<Record<ContactMethod, string>> = {
  email: "Email",
  phone: "Teléfono",
  whatsapp: "WhatsApp",
};

const DIAL_CODE_OPTIONS = DIAL_CODES.map((entry) => ({
  value: entry.code,
  label: `${entry.code} ${entry.country}`,
}));

/** Which form sends it: the landing's 'Agenda una demo' ('contactHome') or the contact page ('contact'). */
export type ContactFormType = "contactHome" | "contact";

/** The contact form of 'Agenda una demo' (sections 3.5, 4 and 5); it sends the e-mail of its form type. */
function ContactForm({ formType = "contactHome" }: { formType?: ContactFormType }) {
  return (
    <QueryProvider>
      <ContactFormBody formType={formType} />
    </QueryProvider>
  );
}

function ContactFormBody({ formType }: { formType: ContactFormType }) {
  const id = useId();
  const send = useSendFormEmail(formType);
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: CONTACT_FORM_DEFAULTS,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const [method = "email", consent] = useWatch({ control: form.control, name: ["contactMethod", "rgpd"] });
  const usesPhone = method !== "email";
  const busy = isSubmitting || send.isPending;
  const ids = {
    name: `${id}-name`,
    company: `${id}-company`,
    contactInfo: `${id}-contact-info`,
    telefonoCode: `${id}-dial-code`,
    companySize: `${id}-company-size`,
    message: `${id}-message`,
    rgpd: `${id}-rgpd`,
  };

  const submit = async (values: ContactFormValues) => {
    try {
      await send.mutateAsync({
        formData: buildContactPayload(values),
        userEmail: values.contactMethod === "email" ? values.contactInfo : "",
      });
      form.reset(CONTACT_FORM_DEFAULTS);
      showToast(TOASTS.contact.success);
    } catch (error) {
      console.warn("El formulario de contacto no se ha podido enviar", error);
      showToast(TOASTS.contact.failure);
    }
  };

  return (
    <form
      noValidate
      aria-label="Formulario de contacto"
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm md:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={ids.name}
          label="Nombre"
          error={errors.name?.message}
          autoComplete="name"
          disabled={busy}
          {...form.register("name")}
        />
        <TextField
          id={ids.company}
          label="Empresa"
          error={errors.company?.message}
          autoComplete="organization"
          disabled={busy}
          {...form.register("company")}
        />
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
                disabled={busy}
                className="size-4 accent-primary"
                {...form.register("contactMethod", { onChange: () => form.clearErrors("contactInfo") })}
              />
              {METHOD_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={usesPhone ? "grid gap-5 sm:grid-cols-[12rem_1fr]" : "grid gap-5"}>
        {usesPhone ? (
          <FormField id={ids.telefonoCode} label="Prefijo" error={errors.telefonoCode?.message}>
            <Controller
              control={form.control}
              name="telefonoCode"
              render={({ field }) => (
                <OptionSelect
                  id={ids.telefonoCode}
                  name={field.name}
                  options={DIAL_CODE_OPTIONS}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder="Prefijo"
                  disabled={busy}
                  error={errors.telefonoCode?.message}
                />
              )}
            />
          </FormField>
        ) : null}
        <TextField
          id={ids.contactInfo}
          label={usesPhone ? "Teléfono" : "Email"}
          error={errors.contactInfo?.message}
          type={usesPhone ? "tel" : "email"}
          autoComplete={usesPhone ? "tel-national" : "email"}
          maxLength={contactInfoLimit(method)}
          disabled={busy}
          {...form.register("contactInfo")}
        />
      </div>

      <FormField id={ids.companySize} label="Tamaño de la empresa" error={errors.companySize?.message}>
        <Controller
          control={form.control}
          name="companySize"
          render={({ field }) => (
            <OptionSelect
              id={ids.companySize}
              name={field.name}
              options={CONTACT_COMPANY_SIZE_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder="Selecciona el tamaño"
              disabled={busy}
              error={errors.companySize?.message}
            />
          )}
        />
      </FormField>

      <TextAreaField
        id={ids.message}
        label="Mensaje (opcional)"
        error={errors.message?.message}
        rows={4}
        disabled={busy}
        placeholder="Cuéntanos qué perfiles quieres evaluar"
        {...form.register("message")}
      />

      <Controller
        control={form.control}
        name="rgpd"
        render={({ field }) => (
          <ConsentField
            id={ids.rgpd}
            kind="checkbox"
            name={field.name}
            checked={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={busy}
            error={errors.rgpd?.message}
            label={
              <>
                He leído y acepto la <NewTabLink href="/privacidad">política de privacidad</NewTabLink>
              </>
            }
          />
        )}
      />

      <Button type="submit" size="lg" disabled={!consent || busy}>
        {busy ? (
          <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <SendIcon aria-hidden="true" />
        )}
        {busy ? "Enviando..." : "Enviar mensaje"}
      </Button>
    </form>
  );
}

export { ContactForm };
