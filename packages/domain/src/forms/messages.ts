import { FIELD_LIMITS, maxLengthMessage } from "./limits";

/** Field-level messages of the forms (section 5), shown under the inputs. */
export const FORM_MESSAGES = {
  required: "Este campo es requerido",
  lettersOnly: "Solo se permiten letras y espacios",
  invalidEmail: "Por favor, introduce un correo electrónico válido",
  rgpd: "Debes aceptar la política de privacidad para continuar",
  /** Not in the specification, which gives no text for a malformed phone number; worded like invalidEmail. */
  invalidPhone: "Por favor, introduce un número de teléfono válido",
  /** The beta dialog's free-mail rejection; it is also the description of its toast. */
  betaFreeMail: "Por favor, usa tu email de empresa",
  /** The free-trial dialog's inline free-mail rejection. */
  trialFreeMail: "Por favor, usa tu email corporativo",
  /** The free-trial dialog reports both unticked checkboxes with this one text. */
  trialTerms: "Acepta los términos",
} as const;

/** Messages of the technology checker modal (sections 5 and 8). */
export const TECHNOLOGY_CHECK_MESSAGES = {
  empty: "Por favor, ingresa una tecnología",
  tooLong: maxLengthMessage(FIELD_LIMITS.shortText),
  invalid: "Entrada inválida",
  configuration: "Error de configuración. Por favor, contacta con soporte.",
} as const;

export type ToastType = "success" | "error";

/** A toast as the forms raise it; the page shell adds duration and id. */
export interface ToastMessage {
  readonly title: string;
  readonly description?: string;
  readonly type: ToastType;
}

/** Every toast of the beta, free-trial and contact forms, with the exact texts of section 8. */
export const TOASTS = {
  betaAccess: {
    missingFields: {
      title: "Campos requeridos",
      description: "Por favor, completa todos los campos y acepta las condiciones",
      type: "error",
    },
    freeMail: {
      title: "Email corporativo requerido",
      description: FORM_MESSAGES.betaFreeMail,
      type: "error",
    },
    failure: { title: "Error al enviar", description: "Por favor, intenta nuevamente", type: "error" },
    success: {
      title: "¡Solicitud enviada!",
      description: "Te contactaremos pronto con los detalles de acceso",
      type: "success",
    },
  },
  freeTrial: {
    terms: { title: FORM_MESSAGES.trialTerms, type: "error" },
    failure: {
      title: "Error al enviar",
      description: "Por favor, intenta de nuevo más tarde",
      type: "error",
    },
    success: {
      title: "¡Solicitud enviada!",
      description: "Te contactaremos pronto para configurar tu prueba gratuita",
      type: "success",
    },
  },
  contact: {
    failure: {
      title: "Error al enviar el mensaje",
      description: "Por favor, inténtalo de nuevo más tarde.",
      type: "error",
    },
    success: {
      title: "Mensaje enviado",
      description: "Estamos deseando hablar contigo. Nos pondremos en contacto nada más leamos el mensaje.",
      type: "success",
    },
  },
} as const satisfies Record<string, Record<string, ToastMessage>>;

/** Messages of the send-e-mail call (section 8); 'Unsupported form type' keeps the specification's English. */
export const EMAIL_CALL_MESSAGES = {
  defaultFailure: "Error al enviar el email",
  unsupportedFormType: "Unsupported form type",
} as const;

/** Server-side payload messages with no original in the specification: the forms never send such data. */
export const PAYLOAD_MESSAGES = {
  mustBeEmpty: "Debe ir vacío con el método de contacto elegido",
  invalidResult: "El resultado del test no es válido",
} as const;

/** Error codes of the API client (section 8) and the ones the server adds for the e-mail endpoint. */
export const API_ERROR_CODES = {
  apiError: "API_ERROR",
  networkError: "NETWORK_ERROR",
  validation: "VALIDATION_ERROR",
  unsupportedFormType: "UNSUPPORTED_FORM_TYPE",
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/**
 * Message of an API error that carries none of its own. The original client said 'An error occurred'; a visitor
 * of this Spanish site never reads English, so it is said in Spanish (README, 'Differences from the original').
 */
export const API_ERROR_DEFAULT_MESSAGE = "Se ha producido un error. Inténtalo de nuevo más tarde.";

/** Message of a request that got no HTTP answer (offline, timeout); the browser's own text is English. */
export const NETWORK_ERROR_MESSAGE =
  "No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.";

/** Status the client reports when the request never got an HTTP answer. */
export const NETWORK_ERROR_STATUS = 0;
