import { z } from "zod";
import { acceptance, emailAddress, optionalText, personName } from "./fields";
import { FIELD_LIMITS } from "./limits";
import { FORM_MESSAGES, type ToastMessage } from "./messages";

/**
 * The Zona's sign-up on /candidatos: a developer leaves a name and an address to get free access. It travels as
 * form type 'candidates', whose server schema is the generic flat record.
 */
export const ZonaSignupFormSchema = z.object({
  name: personName(),
  email: emailAddress(),
  /** The technology the developer wants to practise first; optional. */
  technology: optionalText(FIELD_LIMITS.shortText),
  acceptedPrivacy: acceptance(FORM_MESSAGES.rgpd),
});

export type ZonaSignupFormInput = z.input<typeof ZonaSignupFormSchema>;
export type ZonaSignupForm = z.output<typeof ZonaSignupFormSchema>;

// A type alias, not an interface, so that it fits the send call's Record<string, unknown>.
export type ZonaSignupPayload = {
  name: string;
  email: string;
  technology: string;
  source: "zona";
};

/** The e-mail's formData: what the developer typed, and where it came from. */
export function buildZonaSignupPayload(form: ZonaSignupForm): ZonaSignupPayload {
  return { name: form.name, email: form.email, technology: form.technology ?? "", source: "zona" };
}

export const ZONA_SIGNUP_TOASTS = {
  success: {
    title: "¡Ya estás en la lista!",
    description: "Te escribiremos con tu acceso gratuito a la Zona en menos de 24 horas.",
    type: "success",
  },
  failure: {
    title: "Error al enviar",
    description: "Por favor, inténtalo de nuevo más tarde.",
    type: "error",
  },
} as const satisfies Record<string, ToastMessage>;
