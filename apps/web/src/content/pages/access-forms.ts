import { RESPONSE_PROMISE } from "@nivelia/domain/content";
import type { SectionCopy } from "./types";

/** The request-form sections of the access pages, by the form they hold. */
const EARLY_ACCESS_FORM: SectionCopy = {
  title: "Solicita tu plaza",
  intro: "Completa el formulario en menos de un minuto. Te contactaremos pronto con los detalles de acceso.",
};

const FREE_TRIAL_FORM: SectionCopy = {
  title: "Pide tu prueba gratuita",
  intro:
    "Solo necesitamos cuatro datos. La primera evaluación es gratis y puedes cancelar en cualquier momento.",
};

export const ACCESS_FORMS = { beta: EARLY_ACCESS_FORM, "free-trial": FREE_TRIAL_FORM } as const;

/** Under the button that opens the form: when we answer (the form itself carries the data-protection notice). */
export const ACCESS_FORM_NOTE = `Te respondemos en ${RESPONSE_PROMISE}. En el formulario te explicamos cómo tratamos tus datos.`;
