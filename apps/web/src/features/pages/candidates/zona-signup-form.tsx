import { zodResolver } from "@hookform/resolvers/zod";
import {
  buildZonaSignupPayload,
  ZONA_SIGNUP_TOASTS,
  type ZonaSignupFormInput,
  ZonaSignupFormSchema,
  type ZonaSignupForm as ZonaSignupValues,
} from "@nivelia/domain/forms";
import { Button } from "@nivelia/ui";
import { Loader2Icon } from "lucide-react";
import { useId } from "react";
import { Controller, type DefaultValues, useForm } from "react-hook-form";
import { ZONA_SIGNUP_FORM } from "../../../content/pages/candidates";
import { QueryProvider } from "../../../lib/query-client";
import { ConsentField } from "../../forms/consent-field";
import { NewTabLink } from "../../forms/new-tab-link";
import { showToast } from "../../forms/show-toast";
import { TextField } from "../../forms/text-field";
import { useSendFormEmail } from "../../forms/use-send-form-email";

const EMPTY_FORM = {
  name: "",
  email: "",
  technology: "",
  acceptedPrivacy: false,
} satisfies DefaultValues<ZonaSignupFormInput>;

/** The Zona's free sign-up on /candidatos; it sends the 'candidates' e-mail. */
function ZonaSignupForm() {
  return (
    <QueryProvider>
      <ZonaSignup />
    </QueryProvider>
  );
}

function ZonaSignup() {
  const id = useId();
  const send = useSendFormEmail("candidates");
  const form = useForm<ZonaSignupFormInput, unknown, ZonaSignupValues>({
    resolver: zodResolver(ZonaSignupFormSchema),
    defaultValues: EMPTY_FORM,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || send.isPending;

  const submit = async (values: ZonaSignupValues) => {
    try {
      await send.mutateAsync({ formData: buildZonaSignupPayload(values), userEmail: values.email });
      showToast(ZONA_SIGNUP_TOASTS.success);
      form.reset(EMPTY_FORM);
    } catch (error) {
      console.warn("El registro en la Zona no se ha podido enviar", error);
      showToast(ZONA_SIGNUP_TOASTS.failure);
    }
  };

  return (
    <form
      noValidate
      aria-label={ZONA_SIGNUP_FORM.formLabel}
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Nombre"
          error={errors.name?.message}
          autoComplete="name"
          disabled={busy}
          {...form.register("name")}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          error={errors.email?.message}
          autoComplete="email"
          disabled={busy}
          {...form.register("email")}
        />
      </div>
      <TextField
        id={`${id}-technology`}
        label={ZONA_SIGNUP_FORM.technologyLabel}
        error={errors.technology?.message}
        disabled={busy}
        {...form.register("technology")}
      />
      <Controller
        control={form.control}
        name="acceptedPrivacy"
        render={({ field }) => (
          <ConsentField
            id={`${id}-privacy`}
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
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {busy ? "Enviando..." : ZONA_SIGNUP_FORM.submit}
        </Button>
      </div>
    </form>
  );
}

export { ZonaSignupForm };
