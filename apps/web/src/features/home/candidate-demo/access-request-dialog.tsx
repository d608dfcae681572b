import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AccessRequestForm,
  type AccessRequestFormInput,
  AccessRequestFormSchema,
} from "@nivelia/domain/forms";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@nivelia/ui";
import { useId } from "react";
import { Controller, type DefaultValues, useForm, useWatch } from "react-hook-form";
import { ConsentField } from "../../forms/consent-field";
import { NewTabLink } from "../../forms/new-tab-link";
import { TextAreaField, TextField } from "../../forms/text-field";
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
  const id = useId();
  const form = useForm<AccessRequestFormInput, unknown, AccessRequestForm>({
    resolver: zodResolver(AccessRequestFormSchema),
    defaultValues: EMPTY_FORM,
    shouldFocusError: true,
  });
  const consent = useWatch({ control: form.control, name: "acceptedPrivacy" });
  const { errors } = form.formState;
  const ids = {
    name: `${id}-name`,
    company: `${id}-company`,
    email: `${id}-email`,
    message: `${id}-message`,
    acceptedPrivacy: `${id}-privacy`,
  };

  const submit = () => {
    onOpenChange(false);
    form.setValue("acceptedPrivacy", false);
    window.history.replaceState(window.history.state, "", `#${HOME_ANCHORS.contact}`);
    window.setTimeout(() => scrollToElement(HOME_ANCHORS.contact), ANCHOR_SCROLL_AFTER_NAVIGATION_MS);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar" onCloseAutoFocus={onCloseAutoFocus} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Solicita acceso a la búsqueda de talento</DialogTitle>
          <DialogDescription>
            Déjanos tus datos y te contamos cómo encontrar candidatos con el nivel técnico ya verificado.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={ids.name}
              label="Nombre"
              error={errors.name?.message}
              autoComplete="name"
              {...form.register("name")}
            />
            <TextField
              id={ids.company}
              label="Empresa"
              error={errors.company?.message}
              autoComplete="organization"
              {...form.register("company")}
            />
          </div>
          <TextField
            id={ids.email}
            label="Email corporativo"
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            {...form.register("email")}
          />
          <TextAreaField
            id={ids.message}
            label="¿Qué talento quieres evaluar? (opcional)"
            error={errors.message?.message}
            rows={3}
            {...form.register("message")}
          />
          <Controller
            control={form.control}
            name="acceptedPrivacy"
            render={({ field }) => (
              <ConsentField
                id={ids.acceptedPrivacy}
                kind="switch"
                name={field.name}
                ref={field.ref}
                checked={field.value === true}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.acceptedPrivacy?.message}
                label={
                  <span>
                    Acepto la <NewTabLink href="/privacidad">política de privacidad</NewTabLink>
                  </span>
                }
              />
            )}
          />
          <Button type="submit" disabled={consent !== true} className="self-start">
            Solicitar acceso
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { AccessRequestDialog };
