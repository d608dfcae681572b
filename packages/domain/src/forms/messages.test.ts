import { describe, expect, it } from "vitest";
import {
  API_ERROR_CODES,
  API_ERROR_DEFAULT_MESSAGE,
  EMAIL_CALL_MESSAGES,
  FORM_MESSAGES,
  NETWORK_ERROR_STATUS,
  TECHNOLOGY_CHECK_MESSAGES,
  TOASTS,
} from "./messages";

describe("exact texts of sections 5 and 8", () => {
  it.each([
    [FORM_MESSAGES.required, "Este campo es requerido"],
    [FORM_MESSAGES.lettersOnly, "Solo se permiten letras y espacios"],
    [FORM_MESSAGES.invalidEmail, "Por favor, introduce un correo electrónico válido"],
    [FORM_MESSAGES.rgpd, "Debes aceptar la política de privacidad para continuar"],
    [FORM_MESSAGES.betaFreeMail, "Por favor, usa tu email de empresa"],
    [FORM_MESSAGES.trialFreeMail, "Por favor, usa tu email corporativo"],
    [FORM_MESSAGES.trialTerms, "Acepta los términos"],
    [TECHNOLOGY_CHECK_MESSAGES.empty, "Por favor, ingresa una tecnología"],
    [TECHNOLOGY_CHECK_MESSAGES.tooLong, "Máximo 255 caracteres"],
    [TECHNOLOGY_CHECK_MESSAGES.invalid, "Entrada inválida"],
    [TECHNOLOGY_CHECK_MESSAGES.configuration, "Error de configuración. Por favor, contacta con soporte."],
    [EMAIL_CALL_MESSAGES.defaultFailure, "Error al enviar el email"],
    [EMAIL_CALL_MESSAGES.unsupportedFormType, "Unsupported form type"],
    [API_ERROR_CODES.apiError, "API_ERROR"],
    [API_ERROR_CODES.networkError, "NETWORK_ERROR"],
    [API_ERROR_DEFAULT_MESSAGE, "Se ha producido un error. Inténtalo de nuevo más tarde."],
  ])("%j", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("a network error has status 0", () => {
    expect(NETWORK_ERROR_STATUS).toBe(0);
  });
});

describe("TOASTS", () => {
  it.each([
    [
      TOASTS.betaAccess.missingFields,
      "error",
      "Campos requeridos",
      "Por favor, completa todos los campos y acepta las condiciones",
    ],
    [
      TOASTS.betaAccess.freeMail,
      "error",
      "Email corporativo requerido",
      "Por favor, usa tu email de empresa",
    ],
    [TOASTS.betaAccess.failure, "error", "Error al enviar", "Por favor, intenta nuevamente"],
    [
      TOASTS.betaAccess.success,
      "success",
      "¡Solicitud enviada!",
      "Te contactaremos pronto con los detalles de acceso",
    ],
    [TOASTS.freeTrial.terms, "error", "Acepta los términos", undefined],
    [TOASTS.freeTrial.failure, "error", "Error al enviar", "Por favor, intenta de nuevo más tarde"],
    [
      TOASTS.freeTrial.success,
      "success",
      "¡Solicitud enviada!",
      "Te contactaremos pronto para configurar tu prueba gratuita",
    ],
    [
      TOASTS.contact.failure,
      "error",
      "Error al enviar el mensaje",
      "Por favor, inténtalo de nuevo más tarde.",
    ],
    [
      TOASTS.contact.success,
      "success",
      "Mensaje enviado",
      "Estamos deseando hablar contigo. Nos pondremos en contacto nada más leamos el mensaje.",
    ],
  ])("%j", (toast, type, title, description) => {
    expect(toast).toEqual(description === undefined ? { title, type } : { title, description, type });
  });
});
