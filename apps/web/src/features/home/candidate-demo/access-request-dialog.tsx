import {
  type AccessRequestForm,
  type AccessRequestFormInput,
  AccessRequestFormSchema,
} from "@nivelia/domain/forms";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
import type { DefaultValues } from "react-hook-form";
import {
  KitForm,
  KitPrivacyConsent,
  KitSubmit,
  KitTextAreaField,
  KitTextField,
  useFormKit,
} from "../../forms/form-kit";
import { ANCHOR_SCROLL_AFTER_NAVIGATION_MS, scrollToElement } from "../../shell/use-anchor-navigation";

const EMPTY_FORM = {
  name: "",
  company: "",
  email: "",
  message: "",
  acceptedPrivacy: false,
} satisfies DefaultValues<AccessRequestFormInput>;

interface AccessRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Access request of the candidate demo. It sends nothing (section 4): a valid submit closes it, turns the consent
 * off again and takes the visitor to the contact section, where the real request is made.
 */
function AccessRequestDialog({ open, onOpenChange, onCloseAutoFocus }: AccessRequestDialogProps) {
  const kit = useFormKit<AccessRequestFormInput, AccessRequestForm>({
    schema: AccessRequestFormSchema,
    defaultValues: EMPTY_FORM,
    action: () => {
      onOpenChange(false);
      kit.form.setValue("acceptedPrivacy", false);
      window.history.replaceState(window.history.state, "", `#${HOME_ANCHORS.contact}`);
      window.setTimeout(() => scrollToElement(HOME_ANCHORS.contact), ANCHOR_SCROLL_AFTER_NAVIGATION_MS);
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar" onCloseAutoFocus={onCloseAutoFocus} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Solicita acceso a la búsqueda de talento</DialogTitle>
          <DialogDescription>
            Déjanos tus datos y te contamos cómo encontrar candidatos con el nivel técnico ya verificado.
          </DialogDescription>
        </DialogHeader>
        <KitForm kit={kit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <KitTextField name="name" label="Nombre" autoComplete="name" />
            <KitTextField name="company" label="Empresa" autoComplete="organization" />
          </div>
          <KitTextField name="email" label="Email corporativo" type="email" autoComplete="email" />
          <KitTextAreaField name="message" label="¿Qué talento quieres evaluar? (opcional)" rows={3} />
          <KitPrivacyConsent name="acceptedPrivacy" kind="switch" />
          <KitSubmit<AccessRequestFormInput> requires={["acceptedPrivacy"]} className="self-start">
            Solicitar acceso
          </KitSubmit>
        </KitForm>
      </DialogContent>
    </Dialog>
  );
}

export { AccessRequestDialog };
