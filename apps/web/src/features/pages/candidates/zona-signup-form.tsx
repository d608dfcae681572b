import {
  buildZonaSignupPayload,
  ZONA_SIGNUP_TOASTS,
  type ZonaSignupFormInput,
  ZonaSignupFormSchema,
  type ZonaSignupForm as ZonaSignupValues,
} from "@nivelia/domain/forms";
import type { DefaultValues } from "react-hook-form";
import { ZONA_SIGNUP_FORM } from "../../../content/pages/candidates";
import { withQueryProvider } from "../../../lib/query-client";
import { Kit, useFormKit } from "../../forms/form-kit";
import { useSendFormEmail } from "../../forms/use-send-form-email";
import { DataProtectionNotice } from "../../legal/data-protection-notice";

const EMPTY_FORM = {
  name: "",
  email: "",
  technology: "",
  acceptedPrivacy: false,
} satisfies DefaultValues<ZonaSignupFormInput>;

function ZonaSignup() {
  const send = useSendFormEmail("candidates");
  const kit = useFormKit<ZonaSignupFormInput, ZonaSignupValues>({
    schema: ZonaSignupFormSchema,
    defaultValues: EMPTY_FORM,
    action: (values) =>
      send.mutateAsync({ formData: buildZonaSignupPayload(values), userEmail: values.email }),
    success: { reset: true, toast: ZONA_SIGNUP_TOASTS.success, confirm: true },
    failure: { toast: ZONA_SIGNUP_TOASTS.failure, log: "El registro en la Zona no se ha podido enviar" },
  });

  return (
    <Kit.Form
      kit={kit}
      aria-label={ZONA_SIGNUP_FORM.formLabel}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Kit.TextField name="name" label="Nombre" autoComplete="name" />
        <Kit.TextField name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <Kit.TextField name="technology" label={ZONA_SIGNUP_FORM.technologyLabel} />
      <Kit.PrivacyConsent name="acceptedPrivacy" kind="checkbox" />
      <div>
        <Kit.Submit size="lg">{ZONA_SIGNUP_FORM.submit}</Kit.Submit>
      </div>
      <DataProtectionNotice formType="candidates" />
    </Kit.Form>
  );
}

/** The Zona's free sign-up on /candidatos; it sends the 'candidates' e-mail. */
const ZonaSignupForm = withQueryProvider(ZonaSignup);

export { ZonaSignupForm };
