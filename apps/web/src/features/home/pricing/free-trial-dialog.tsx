import { ACCESS_COMPANY_SIZE_OPTIONS } from "@nivelia/domain/content";
import {
  buildFreeTrialPayload,
  type FreeTrialForm,
  type FreeTrialFormInput,
  FreeTrialFormSchema,
  TOASTS,
} from "@nivelia/domain/forms";
import { DialogFooter } from "@nivelia/ui";
import type { DefaultValues } from "react-hook-form";
import { withQueryProvider } from "../../../lib/query-client";
import { FormDialog, type FormDialogProps } from "../../forms/form-dialog";
import { Kit, useFormKit } from "../../forms/form-kit";
import { NewTabLink } from "../../forms/new-tab-link";
import { showToast } from "../../forms/show-toast";
import { useSendFormEmail } from "../../forms/use-send-form-email";
import { DataProtectionNotice } from "../../legal/data-protection-notice";

// The size select starts empty, which the schema reports as a missing field.
const EMPTY_FORM = {
  name: "",
  company: "",
  email: "",
  comments: "",
  acceptedPrivacy: false,
  acceptedTerms: false,
} satisfies DefaultValues<FreeTrialFormInput>;

type FreeTrialDialogProps = FormDialogProps;

function FreeTrial({ open, onOpenChange }: FreeTrialDialogProps) {
  const send = useSendFormEmail("freeTrial");
  const kit = useFormKit<FreeTrialFormInput, FreeTrialForm>({
    schema: FreeTrialFormSchema,
    defaultValues: EMPTY_FORM,
    // The corporate-e-mail message shows as soon as the visitor leaves the field, then follows each change.
    mode: "onTouched",
    action: (values) =>
      send.mutateAsync({ formData: buildFreeTrialPayload(values), userEmail: values.email }),
    success: { toast: TOASTS.freeTrial.success, reset: true, after: () => onOpenChange(false) },
    failure: {
      toast: TOASTS.freeTrial.failure,
      log: "La solicitud de prueba gratuita no se ha podido enviar",
    },
    onInvalid: (invalid) => {
      if (invalid.acceptedPrivacy || invalid.acceptedTerms) showToast(TOASTS.freeTrial.terms);
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Prueba gratis sin compromiso"
      description="Cuéntanos quién eres y te ayudamos a configurar tu prueba gratuita."
      className="sm:max-w-xl"
    >
      <Kit.Form kit={kit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Kit.TextField name="name" label="Nombre" autoComplete="name" />
          <Kit.TextField name="company" label="Empresa" autoComplete="organization" />
          <Kit.TextField name="email" label="Email corporativo" type="email" autoComplete="email" />
          <Kit.SelectField
            name="size"
            label="Tamaño de la empresa"
            options={ACCESS_COMPANY_SIZE_OPTIONS}
            placeholder="Selecciona el tamaño"
          />
        </div>
        <Kit.TextAreaField name="comments" label="Comentarios (opcional)" rows={3} />
        <Kit.PrivacyConsent name="acceptedPrivacy" kind="checkbox" />
        <Kit.ConsentField
          name="acceptedTerms"
          kind="checkbox"
          label={
            <>
              Acepto los <NewTabLink href="/terminos">términos y condiciones</NewTabLink>
            </>
          }
        />
        <DialogFooter>
          <Kit.Submit<FreeTrialFormInput>
            requires={["acceptedTerms"]}
            requiresHint="Acepta los términos y condiciones para enviar."
            blockedByErrorIn={["email"]}
            size="lg"
          >
            Solicitar prueba gratuita
          </Kit.Submit>
        </DialogFooter>
        <DataProtectionNotice formType="freeTrial" />
      </Kit.Form>
    </FormDialog>
  );
}

/** The free-trial dialog (sections 2.4, 4 and 5); it sends the 'freeTrial' e-mail, then resets and closes. */
const FreeTrialDialog = withQueryProvider(FreeTrial);

export { FreeTrialDialog };
