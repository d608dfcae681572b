import { zodResolver } from "@hookform/resolvers/zod";
import { ACCESS_COMPANY_SIZE_OPTIONS, BETA_USE_CASES } from "@nivelia/domain/content";
import {
  type BetaAccessForm,
  type BetaAccessFormInput,
  BetaAccessFormSchema,
  betaAccessErrorToast,
  TOASTS,
} from "@nivelia/domain/forms";
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@nivelia/ui";
import { CheckCircle2Icon, Loader2Icon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, type DefaultValues, useForm } from "react-hook-form";
import { QueryProvider } from "../../../lib/query-client";
import { ConsentField } from "../../forms/consent-field";
import { FormField } from "../../forms/form-field";
import { NewTabLink } from "../../forms/new-tab-link";
import { OptionSelect } from "../../forms/option-select";
import { showToast } from "../../forms/show-toast";
import { TextField } from "../../forms/text-field";
import { useSendFormEmail } from "../../forms/use-send-form-email";

/** The form resets this long after the dialog closes, once its closing animation is over (section 9). */
const RESET_AFTER_CLOSE_MS = 300;

// The selects start empty, which the schema reports as missing fields.
const EMPTY_FORM = {
  name: "",
  company: "",
  position: "",
  email: "",
  acceptedPrivacy: false,
  acceptedEarlyAccess: false,
} satisfies DefaultValues<BetaAccessFormInput>;

export interface BetaAccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The beta / early-access dialog (sections 2.4, 4 and 5); it sends the 'betaAccess' e-mail. */
function BetaAccessDialog(props: BetaAccessDialogProps) {
  return (
    <QueryProvider>
      <BetaAccess {...props} />
    </QueryProvider>
  );
}

function BetaAccess({ open, onOpenChange }: BetaAccessDialogProps) {
  const id = useId();
  const send = useSendFormEmail("betaAccess");
  const [sent, setSent] = useState(false);
  const resetTimer = useRef<number | undefined>(undefined);
  const form = useForm<BetaAccessFormInput, unknown, BetaAccessForm>({
    resolver: zodResolver(BetaAccessFormSchema),
    defaultValues: EMPTY_FORM,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || send.isPending;
  const ids = {
    name: `${id}-name`,
    company: `${id}-company`,
    position: `${id}-position`,
    companySize: `${id}-company-size`,
    email: `${id}-email`,
    useCase: `${id}-use-case`,
    acceptedPrivacy: `${id}-privacy`,
    acceptedEarlyAccess: `${id}-early-access`,
  };

  const resetAll = () => {
    form.reset(EMPTY_FORM);
    setSent(false);
    send.reset();
  };

  // Closing schedules the reset; reopening before it ran resets at once, so a new request starts clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of `open` may (re)schedule the reset.
  useEffect(() => {
    if (open) {
      if (resetTimer.current !== undefined) {
        window.clearTimeout(resetTimer.current);
        resetTimer.current = undefined;
        resetAll();
      }
      return;
    }
    resetTimer.current = window.setTimeout(() => {
      resetTimer.current = undefined;
      resetAll();
    }, RESET_AFTER_CLOSE_MS);
  }, [open]);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const submit = async (values: BetaAccessForm) => {
    try {
      await send.mutateAsync({ formData: values, userEmail: values.email });
      setSent(true);
      showToast(TOASTS.betaAccess.success);
    } catch (error) {
      console.warn("La solicitud de acceso beta no se ha podido enviar", error);
      showToast(TOASTS.betaAccess.failure);
    }
  };

  const reject = () => {
    const result = BetaAccessFormSchema.safeParse(form.getValues());
    showToast(result.success ? TOASTS.betaAccess.missingFields : betaAccessErrorToast(result.error.issues));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Cerrar la solicitud" className="sm:max-w-2xl">
        {sent ? (
          <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="beta-success">
            <CheckCircle2Icon aria-hidden="true" className="size-14 text-success" />
            <DialogHeader className="items-center pr-0">
              <DialogTitle>{TOASTS.betaAccess.success.title}</DialogTitle>
              <DialogDescription>{TOASTS.betaAccess.success.description}</DialogDescription>
            </DialogHeader>
            <DialogClose asChild>
              <Button>Cerrar</Button>
            </DialogClose>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Solicita acceso gratuito a la beta</DialogTitle>
              <DialogDescription>
                Gratis hasta agotar las plazas de la beta privada y con un 30% de descuento de por vida.
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
                  id={ids.email}
                  label="Email corporativo"
                  error={errors.email?.message}
                  type="email"
                  autoComplete="email"
                  disabled={busy}
                  {...form.register("email")}
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
                  id={ids.position}
                  label="Cargo"
                  error={errors.position?.message}
                  autoComplete="organization-title"
                  disabled={busy}
                  {...form.register("position")}
                />
                <FormField
                  id={ids.companySize}
                  label="Tamaño de la empresa"
                  error={errors.companySize?.message}
                >
                  <Controller
                    control={form.control}
                    name="companySize"
                    render={({ field }) => (
                      <OptionSelect
                        id={ids.companySize}
                        name={field.name}
                        options={ACCESS_COMPANY_SIZE_OPTIONS}
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
                <FormField id={ids.useCase} label="Caso de uso principal" error={errors.useCase?.message}>
                  <Controller
                    control={form.control}
                    name="useCase"
                    render={({ field }) => (
                      <OptionSelect
                        id={ids.useCase}
                        name={field.name}
                        options={BETA_USE_CASES}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        placeholder="Selecciona un caso de uso"
                        disabled={busy}
                        error={errors.useCase?.message}
                      />
                    )}
                  />
                </FormField>
              </div>
              <Controller
                control={form.control}
                name="acceptedPrivacy"
                render={({ field }) => (
                  <ConsentField
                    id={ids.acceptedPrivacy}
                    kind="switch"
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
                name="acceptedEarlyAccess"
                render={({ field }) => (
                  <ConsentField
                    id={ids.acceptedEarlyAccess}
                    kind="switch"
                    name={field.name}
                    checked={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    disabled={busy}
                    error={errors.acceptedEarlyAccess?.message}
                    label={
                      <>
                        Acepto las condiciones del{" "}
                        <NewTabLink href="/programa-early-access">programa Early Access</NewTabLink>, las{" "}
                        <NewTabLink href="/condiciones-compra">condiciones de compra</NewTabLink> y los{" "}
                        <NewTabLink href="/terminos">términos y condiciones</NewTabLink>
                      </>
                    }
                  />
                )}
              />
              <DialogFooter>
                <Button type="submit" size="lg" disabled={busy}>
                  {busy ? (
                    <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                  ) : null}
                  {busy ? "Enviando..." : "Solicitar acceso"}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { BetaAccessDialog };
