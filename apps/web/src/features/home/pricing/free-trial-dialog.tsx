import { zodResolver } from "@hookform/resolvers/zod";
import { ACCESS_COMPANY_SIZE_OPTIONS } from "@nivelia/domain/content";
import {
  buildFreeTrialPayload,
  type FreeTrialForm,
  type FreeTrialFormInput,
  FreeTrialFormSchema,
  TOASTS,
} from "@nivelia/domain/forms";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@nivelia/ui";
import { Loader2Icon } from "lucide-react";
import { useId } from "react";
import { Controller, type DefaultValues, type FieldErrors, useForm, useWatch } from "react-hook-form";
import { QueryProvider } from "../../../lib/query-client";
import { ConsentField } from "../../forms/consent-field";
import { FormField } from "../../forms/form-field";
import { NewTabLink } from "../../forms/new-tab-link";
import { OptionSelect } from "../../forms/option-select";
import { showToast } from "../../forms/show-toast";
import { TextAreaField, TextField } from "../../forms/text-field";
import { useSendFormEmail } from "../../forms/use-send-form-email";

// The size select starts empty, which the schema reports as a missing field.
const EMPTY_FORM = {
  name: "",
  company: "",
  email: "",
  comments: "",
  acceptedPrivacy: false,
  acceptedTerms: false,
} satisfies DefaultValues<FreeTrialFormInput>;

export interface FreeTrialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The free-trial dialog (sections 2.4, 4 and 5); it sends the 'freeTrial' e-mail, then resets and closes. */
function FreeTrialDialog(props: FreeTrialDialogProps) {
  return (
    <QueryProvider>
      <FreeTrial {...props} />
    </QueryProvider>
  );
}

function FreeTrial({ open, onOpenChange }: FreeTrialDialogProps) {
  const id = useId();
  const send = useSendFormEmail("freeTrial");
  const form = useForm<FreeTrialFormInput, unknown, FreeTrialForm>({
    resolver: zodResolver(FreeTrialFormSchema),
    defaultValues: EMPTY_FORM,
    // The corporate-e-mail message shows as soon as the visitor leaves the field, then follows each change.
    mode: "onTouched",
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const termsAccepted = useWatch({ control: form.control, name: "acceptedTerms" });
  const busy = isSubmitting || send.isPending;
  const ids = {
    name: `${id}-name`,
    company: `${id}-company`,
    email: `${id}-email`,
    size: `${id}-size`,
    comments: `${id}-comments`,
    acceptedPrivacy: `${id}-privacy`,
    acceptedTerms: `${id}-terms`,
  };

  const submit = async (values: FreeTrialForm) => {
    try {
      await send.mutateAsync({ formData: buildFreeTrialPayload(values), userEmail: values.email });
      showToast(TOASTS.freeTrial.success);
      form.reset(EMPTY_FORM);
      onOpenChange(false);
    } catch (error) {
      console.warn("La solicitud de prueba gratuita no se ha podido enviar", error);
      showToast(TOASTS.freeTrial.failure);
    }
  };

  const reject = (invalid: FieldErrors<FreeTrialFormInput>) => {
    if (invalid.acceptedPrivacy || invalid.acceptedTerms) showToast(TOASTS.freeTrial.terms);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Prueba gratis sin compromiso</DialogTitle>
          <DialogDescription>
            Cuéntanos quién eres y te ayudamos a configurar tu prueba gratuita.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(submit, reject)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
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
            <TextField
              id={ids.email}
              label="Email corporativo"
              error={errors.email?.message}
              type="email"
              autoComplete="email"
              disabled={busy}
              {...form.register("email")}
            />
            <FormField id={ids.size} label="Tamaño de la empresa" error={errors.size?.message}>
              <Controller
                control={form.control}
                name="size"
                render={({ field }) => (
                  <OptionSelect
                    id={ids.size}
                    name={field.name}
                    options={ACCESS_COMPANY_SIZE_OPTIONS}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    placeholder="Selecciona el tamaño"
                    disabled={busy}
                    error={errors.size?.message}
                  />
                )}
              />
            </FormField>
          </div>
          <TextAreaField
            id={ids.comments}
            label="Comentarios (opcional)"
            error={errors.comments?.message}
            rows={3}
            disabled={busy}
            {...form.register("comments")}
          />
          <Controller
            control={form.control}
            name="acceptedPrivacy"
            render={({ field }) => (
              <ConsentField
                id={ids.acceptedPrivacy}
                kind="checkbox"
                name={field.name}
                checked={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={busy}
                error={errors.acceptedPrivacy?.message}
                label={
                  <>
                    Acepto la <NewTabLink href="/privacidad">política de privacidad</NewTabLink>
                  </>
                }
              />
            )}
          />
          <Controller
            control={form.control}
            name="acceptedTerms"
            render={({ field }) => (
              <ConsentField
                id={ids.acceptedTerms}
                kind="checkbox"
                name={field.name}
                checked={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={busy}
                error={errors.acceptedTerms?.message}
                label={
                  <>
                    Acepto los <NewTabLink href="/terminos">términos y condiciones</NewTabLink>
                  </>
                }
              />
            )}
          />
          <DialogFooter>
            <Button type="submit" size="lg" disabled={busy || !termsAccepted || errors.email !== undefined}>
              {busy ? (
                <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : null}
              {busy ? "Enviando..." : "Solicitar prueba gratuita"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { FreeTrialDialog };
