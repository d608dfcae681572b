import { ACCESS_COMPANY_SIZE_OPTIONS, BETA_USE_CASES } from "@nivelia/domain/content";
import {
  type BetaAccessForm,
  type BetaAccessFormInput,
  BetaAccessFormSchema,
  betaAccessErrorToast,
  TOASTS,
} from "@nivelia/domain/forms";
import { Button, DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@nivelia/ui";
import { CheckCircle2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { DefaultValues } from "react-hook-form";
import { withQueryProvider } from "../../../lib/query-client";
import { Kit, useFormKit } from "../../forms/form-kit";
import { NewTabLink } from "../../forms/new-tab-link";
import { showToast } from "../../forms/show-toast";
import { useSendFormEmail } from "../../forms/use-send-form-email";
import { DataProtectionNotice } from "../../legal/data-protection-notice";
import { BetaAccessHeading } from "./beta-access-dialog";

// The selects start empty, which the schema reports as missing fields.
const EMPTY_FORM = {
  name: "",
  company: "",
  position: "",
  email: "",
  acceptedPrivacy: false,
  acceptedEarlyAccess: false,
} satisfies DefaultValues<BetaAccessFormInput>;

/** The success screen; its heading takes the focus, which was on the button that is gone. */
function BetaAccessSent() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="beta-success">
      <CheckCircle2Icon aria-hidden="true" className="size-14 text-success" />
      <DialogHeader centered>
        <DialogTitle ref={heading} tabIndex={-1} className="outline-none">
          {TOASTS.betaAccess.success.title}
        </DialogTitle>
        <DialogDescription>{TOASTS.betaAccess.success.description}</DialogDescription>
      </DialogHeader>
      <DialogClose asChild>
        <Button>Cerrar</Button>
      </DialogClose>
    </div>
  );
}

/**
 * The beta dialog's form, or its success screen once sent. It lives in the dialog's content, which Radix unmounts as
 * the dialog closes (there is no closing animation): a reopened dialog always starts a new request.
 */
function BetaAccess() {
  const send = useSendFormEmail("betaAccess");
  const [sent, setSent] = useState(false);
  const kit = useFormKit<BetaAccessFormInput, BetaAccessForm>({
    schema: BetaAccessFormSchema,
    defaultValues: EMPTY_FORM,
    action: (values) => send.mutateAsync({ formData: values, userEmail: values.email }),
    success: { after: () => setSent(true), toast: TOASTS.betaAccess.success },
    failure: { toast: TOASTS.betaAccess.failure, log: "La solicitud de acceso beta no se ha podido enviar" },
    onInvalid: (_errors, form) => {
      const result = BetaAccessFormSchema.safeParse(form.getValues());
      showToast(result.success ? TOASTS.betaAccess.missingFields : betaAccessErrorToast(result.error.issues));
    },
  });

  return sent ? (
    <BetaAccessSent />
  ) : (
    <>
      <BetaAccessHeading />
      <Kit.Form kit={kit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Kit.TextField name="name" label="Nombre" autoComplete="name" />
          <Kit.TextField name="email" label="Email corporativo" type="email" autoComplete="email" />
          <Kit.TextField name="company" label="Empresa" autoComplete="organization" />
          <Kit.TextField name="position" label="Cargo" autoComplete="organization-title" />
          <Kit.SelectField
            name="companySize"
            label="Tamaño de la empresa"
            options={ACCESS_COMPANY_SIZE_OPTIONS}
            placeholder="Selecciona el tamaño"
          />
          <Kit.SelectField
            name="useCase"
            label="Caso de uso principal"
            options={BETA_USE_CASES}
            placeholder="Selecciona un caso de uso"
          />
        </div>
        <Kit.PrivacyConsent name="acceptedPrivacy" kind="switch" />
        <Kit.ConsentField
          name="acceptedEarlyAccess"
          kind="switch"
          label={
            <>
              Acepto las condiciones del{" "}
              <NewTabLink href="/programa-early-access">programa Early Access</NewTabLink>, las{" "}
              <NewTabLink href="/condiciones-compra">condiciones de compra</NewTabLink> y los{" "}
              <NewTabLink href="/terminos">términos y condiciones</NewTabLink>
            </>
          }
        />
        <DialogFooter>
          <Kit.Submit size="lg">Solicitar acceso</Kit.Submit>
        </DialogFooter>
        <DataProtectionNotice formType="betaAccess" />
      </Kit.Form>
    </>
  );
}

/** The body of the beta / early-access dialog (sections 2.4, 4 and 5); it sends the 'betaAccess' e-mail. */
const BetaAccessBody = withQueryProvider(BetaAccess);

export { BetaAccessBody };
