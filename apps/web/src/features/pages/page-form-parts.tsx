import { Button } from "@nivelia/ui";
import { Loader2Icon, SendIcon } from "lucide-react";
import type { Ref } from "react";
import { ConsentField } from "../forms/consent-field";
import { NewTabLink } from "../forms/new-tab-link";

interface PrivacyConsentProps {
  id: string;
  /** React Hook Form's field from a Controller over the form's `rgpd`. */
  field: {
    name: string;
    value: boolean;
    onChange: (checked: boolean) => void;
    onBlur: () => void;
    ref: Ref<HTMLButtonElement>;
  };
  error?: string | undefined;
  disabled: boolean;
}

/** The privacy-policy checkbox every form of the content pages ends with. */
function PrivacyConsent({ id, field, error, disabled }: PrivacyConsentProps) {
  return (
    <ConsentField
      id={id}
      kind="checkbox"
      name={field.name}
      checked={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      disabled={disabled}
      error={error}
      label={
        <>
          He leído y acepto la <NewTabLink href="/privacidad">política de privacidad</NewTabLink>
        </>
      }
    />
  );
}

/** The submit button: disabled until consent is given and while sending. */
function FormSubmitButton({ busy, consent, label }: { busy: boolean; consent: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" disabled={!consent || busy}>
      {busy ? (
        <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        <SendIcon aria-hidden="true" />
      )}
      {busy ? "Enviando..." : label}
    </Button>
  );
}

/** Classes of the card a page form sits in. */
const PAGE_FORM_CLASS =
  "flex flex-col gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm md:p-8";

export { FormSubmitButton, PAGE_FORM_CLASS, PrivacyConsent };
