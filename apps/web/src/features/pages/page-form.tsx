import {
  type ConsentKey,
  FIELD_LIMITS,
  type FormType,
  PAGE_FORM_TOASTS,
  type ToastMessage,
} from "@nivelia/domain/forms";
import { SendIcon } from "lucide-react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { type FormKit, type FormKitOptions, Kit, useFormKit } from "../forms/form-kit";
import type { FormEmailSubmission } from "../forms/send-form-email";
import { useSendFormEmail } from "../forms/use-send-form-email";

interface PageFormKitOptions<Input extends FieldValues, Output extends { email: string }>
  extends Pick<FormKitOptions<Input, Output>, "schema" | "defaultValues"> {
  formType: FormType;
  /** The toast of a sent form. */
  success: ToastMessage;
  /** The e-mail's data for the valid values. */
  payload: (values: Output) => FormEmailSubmission["formData"];
  /** The visitor's answers to the form type's optional consents, when it asks any. */
  optionalConsents?: (values: Output) => Partial<Record<ConsentKey, boolean>>;
  /** What the form shows once sent; the defaults unless given. */
  resetTo?: (values: Output) => DefaultValues<Input>;
}

/** The kit of a content page's form: it sends its form type's e-mail, says how it went and empties when sent. */
function usePageFormKit<Input extends FieldValues, Output extends { email: string }>({
  formType,
  success,
  payload,
  optionalConsents,
  resetTo,
  ...options
}: PageFormKitOptions<Input, Output>): FormKit<Input, Output> {
  const send = useSendFormEmail(formType);
  const kit: FormKit<Input, Output> = useFormKit<Input, Output>({
    ...options,
    action: async (values) => {
      await send.mutateAsync({
        formData: payload(values),
        userEmail: values.email,
        optionalConsents: optionalConsents?.(values),
      });
      kit.form.reset(resetTo ? resetTo(values) : options.defaultValues);
    },
    success: { toast: success, confirm: true },
    failure: { toast: PAGE_FORM_TOASTS.failure, log: `El formulario '${formType}' no se ha podido enviar` },
  });
  return kit;
}

/** The privacy-policy checkbox every content page's form ends with, and its submit button (enabled by it). */
function PageFormEnd({ submitLabel }: { submitLabel: string }) {
  return (
    <>
      <Kit.PrivacyConsent name="rgpd" kind="checkbox" lead="He leído y acepto la" />
      <Kit.Submit requires={["rgpd"]} size="lg" icon={<SendIcon aria-hidden="true" />}>
        {submitLabel}
      </Kit.Submit>
    </>
  );
}

/** The person's name, with its autocomplete and the shared limit; the label says whose name it is. */
function PageNameField({ label }: { label: string }) {
  return <Kit.TextField name="name" label={label} autoComplete="name" maxLength={FIELD_LIMITS.name} />;
}

/** The e-mail every page form answers to. */
function PageEmailField() {
  return (
    <Kit.TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      maxLength={FIELD_LIMITS.email}
    />
  );
}

/** A web address (a profile, a CV, a site), with the URL keyboard and the shared limit. */
function PageUrlField({ name, label }: { name: string; label: string }) {
  return (
    <Kit.TextField
      name={name}
      label={label}
      type="url"
      inputMode="url"
      placeholder="https://"
      autoComplete="url"
      maxLength={FIELD_LIMITS.url}
    />
  );
}

/** The free-text message, with the shared limit; the label and the example say what to write about. */
function PageMessageField({
  label,
  rows,
  placeholder,
}: {
  label: string;
  rows: number;
  placeholder: string;
}) {
  return (
    <Kit.TextAreaField
      name="message"
      label={label}
      rows={rows}
      maxLength={FIELD_LIMITS.message}
      placeholder={placeholder}
    />
  );
}

/** Classes of the card a page form sits in. */
const PAGE_FORM_CLASS =
  "flex flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm md:p-8";

/** The page forms' parts under one name, as the kit's are: `<PageForm.NameField label="…" />`. */
const PageForm = {
  NameField: PageNameField,
  EmailField: PageEmailField,
  UrlField: PageUrlField,
  MessageField: PageMessageField,
  End: PageFormEnd,
};

export { PAGE_FORM_CLASS, PageForm, usePageFormKit };
