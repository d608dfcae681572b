import {
  type AccessRequestForm,
  type AccessRequestFormInput,
  AccessRequestFormSchema,
} from "@nivelia/domain/forms";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import type { DefaultValues } from "react-hook-form";
import { FormDialog, type FormDialogProps } from "../../forms/form-dialog";
import { Kit, useFormKit } from "../../forms/form-kit";
import { useCloseThenGoTo } from "../../shell/use-anchor-navigation";

const EMPTY_FORM = {
  name: "",
  company: "",
  email: "",
  message: "",
  acceptedPrivacy: false,
} satisfies DefaultValues<AccessRequestFormInput>;

type AccessRequestDialogProps = FormDialogProps;

/**
 * Access request of the candidate demo. It sends nothing (section 4): a valid submit closes it, turns the consent
 * off again and takes the visitor to the contact section, where the real request is made.
 */
function AccessRequestDialog({ open, onOpenChange, onCloseAutoFocus }: AccessRequestDialogProps) {
  const closeThenGoTo = useCloseThenGoTo(() => onOpenChange(false));
  const kit = useFormKit<AccessRequestFormInput, AccessRequestForm>({
    schema: AccessRequestFormSchema,
    defaultValues: EMPTY_FORM,
    action: () => {
      kit.form.setValue("acceptedPrivacy", false);
      closeThenGoTo(HOME_ANCHORS.contact);
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Solicita acceso a la búsqueda de talento"
      description="Déjanos tus datos y te contamos cómo encontrar candidatos con el nivel técnico ya verificado."
      className="sm:max-w-xl"
    >
      <Kit.Form kit={kit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Kit.TextField name="name" label="Nombre" autoComplete="name" />
          <Kit.TextField name="company" label="Empresa" autoComplete="organization" />
        </div>
        <Kit.TextField name="email" label="Email corporativo" type="email" autoComplete="email" />
        <Kit.TextAreaField name="message" label="¿Qué talento quieres evaluar? (opcional)" rows={3} />
        <Kit.PrivacyConsent name="acceptedPrivacy" kind="switch" />
        <Kit.Submit<AccessRequestFormInput> requires={["acceptedPrivacy"]} className="self-start">
          Solicitar acceso
        </Kit.Submit>
      </Kit.Form>
    </FormDialog>
  );
}

export { AccessRequestDialog };
