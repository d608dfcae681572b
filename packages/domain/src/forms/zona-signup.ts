import { z } from "zod";
import { RESPONSE_PROMISE } from "../content/company-facts";
import { acceptance, optionalText, personAndEmail, receivedPayload, textOrEmpty } from "./fields";
import { FIELD_LIMITS } from "./limits";
import { FORM_MESSAGES, type ToastMessage } from "./messages";

/**
 * The Zona's sign-up on /candidatos: a developer leaves a name and an address to get free access. It travels as
 * form type 'candidates'.
 */
export const ZonaSignupFormSchema = z.lazy(() =>
  z.object({
    ...personAndEmail(),
    /** The technology the developer wants to practise first; optional. */
    technology: optionalText(FIELD_LIMITS.shortText),
    acceptedPrivacy: acceptance(FORM_MESSAGES.rgpd),
  }),
);

export type ZonaSignupFormInput = z.input<typeof ZonaSignupFormSchema>;
export type ZonaSignupForm = z.output<typeof ZonaSignupFormSchema>;

/** formData of the 'candidates' e-mail, as the server receives and validates it. */
export const ZonaSignupPayloadSchema = receivedPayload(() =>
  z.object({ ...personAndEmail(), technology: textOrEmpty(FIELD_LIMITS.shortText) }),
);

export type ZonaSignupPayload = z.output<typeof ZonaSignupPayloadSchema>;

/** The e-mail's formData: what the developer typed; the form type already says it comes from the Zona. */
export function buildZonaSignupPayload(form: ZonaSignupForm): ZonaSignupPayload {
  return { name: form.name, email: form.email, technology: form.technology ?? "" };
}

export const ZONA_SIGNUP_TOASTS = {
  success: {
    title: "¡Ya estás en la lista!",
    description: `Te escribiremos con tu acceso gratuito a la Zona en ${RESPONSE_PROMISE}.`,
    type: "success",
  },
  failure: {
    title: "Error al enviar",
    description: "Por favor, inténtalo de nuevo más tarde.",
    type: "error",
  },
} as const satisfies Record<string, ToastMessage>;
