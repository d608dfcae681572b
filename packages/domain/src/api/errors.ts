import { z } from "zod";
import { PACKAGE_PURCHASE_DISABLED_LABEL } from "../content/packages";
import { FieldIssueSchema } from "../forms/api-error";
import {
  API_ERROR_DEFAULT_MESSAGE,
  EMAIL_CALL_MESSAGES,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
} from "../forms/messages";

export interface ApiErrorDefinition {
  /** The HTTP status the API answers with. */
  readonly status: number;
  /** The message, unless the answer gives a more specific one (the first field's problem, the technology typed). */
  readonly message: string;
}

/**
 * Every error code the API sends, with its status and Spanish message; routes and plugins name codes from here
 * only (a test scans the API's sources for any other). 'Unsupported form type' keeps the specification's text.
 */
export const API_ERRORS = {
  VALIDATION_ERROR: { status: 400, message: "Datos no válidos" },
  UNSUPPORTED_FORM_TYPE: { status: 400, message: EMAIL_CALL_MESSAGES.unsupportedFormType },
  INVALID_JSON: { status: 400, message: "El cuerpo de la petición no es JSON válido" },
  BAD_REQUEST: { status: 400, message: "La petición no es válida" },
  INVALID_SESSION_ID: { status: 400, message: "El identificador de la sesión de pago no es válido" },
  INVALID_SIGNATURE: { status: 400, message: "La firma del evento de pago no es válida" },
  INVALID_EVENT: { status: 400, message: "El evento de pago no es válido" },
  UNAUTHORIZED: {
    status: 401,
    message: "Falta el token de administración o no es válido",
  },
  NOT_FOUND: { status: 404, message: "No existe esa dirección" },
  NOT_A_DEVELOPMENT_TECHNOLOGY: { status: 404, message: "No es una tecnología de desarrollo" },
  SESSION_NOT_FOUND: { status: 404, message: "No encontramos esa sesión de pago" },
  CHECKOUT_DISABLED: { status: 409, message: PACKAGE_PURCHASE_DISABLED_LABEL },
  REQUEST_TIMEOUT: { status: 408, message: "La petición tardó demasiado en llegar" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "La petición supera el tamaño máximo de 64 KiB" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Envía los datos como application/json" },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: "Esta clave de idempotencia ya se usó para otro envío",
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    message: "La dirección o las cabeceras de la petición son demasiado largas",
  },
  RATE_LIMITED: { status: 429, message: "Demasiadas solicitudes. Inténtalo de nuevo en un minuto." },
  INTERNAL_ERROR: { status: 500, message: "Error interno del servidor" },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    message: "No hemos podido conectar con la pasarela de pago. Inténtalo de nuevo en unos minutos.",
  },
  NOT_READY: { status: 503, message: "La base de datos no responde" },
  WEBHOOK_NOT_CONFIGURED: { status: 503, message: "Los pagos no están configurados en este servidor" },
  STORAGE_UNAVAILABLE: {
    status: 503,
    message: "El servicio no está disponible. Inténtalo de nuevo en unos segundos.",
  },
  SHUTTING_DOWN: {
    status: 503,
    message: "El servidor se está reiniciando. Inténtalo de nuevo en unos segundos.",
  },
  SERVER_BUSY: {
    status: 503,
    message: "El servidor está atendiendo demasiadas conexiones. Inténtalo de nuevo en unos segundos.",
  },
} as const satisfies Readonly<Record<string, ApiErrorDefinition>>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Every status an API error can have. */
export type ApiErrorStatus = (typeof API_ERRORS)[ApiErrorCode]["status"];

export const API_ERROR_CODE_LIST = Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]];

/** Codes only the web client raises: an answer it cannot read, and a request that got no answer. */
export const CLIENT_ERRORS = {
  API_ERROR: { status: 0, message: API_ERROR_DEFAULT_MESSAGE },
  NETWORK_ERROR: { status: NETWORK_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE },
} as const satisfies Readonly<Record<string, ApiErrorDefinition>>;

export type ClientErrorCode = keyof typeof CLIENT_ERRORS;

/** The error body of one code: `{error: {code, message, details?}}`. */
function errorBodySchema<const Codes extends readonly [ApiErrorCode, ...ApiErrorCode[]]>(codes: Codes) {
  return z.object({
    error: z.object({
      code: z.enum(codes),
      message: z.string(),
      details: z.array(FieldIssueSchema).optional(),
    }),
  });
}

/** Any error body the API sends. */
export const ApiErrorBodySchema = z.lazy(() => errorBodySchema(API_ERROR_CODE_LIST));

export type ApiErrorResponse = z.output<typeof ApiErrorBodySchema>;

/** The error body of `code`, with its catalogue message unless a more specific one is given. */
export function apiError(
  code: ApiErrorCode,
  message: string = API_ERRORS[code].message,
  details?: z.output<typeof FieldIssueSchema>[],
): ApiErrorResponse {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * Response schemas by status for a list of codes: each status accepts exactly the codes listed for it, so sending
 * another code fails serialisation. The type names every error status, which lets a route's reply name any.
 */
export function errorResponses(codes: readonly ApiErrorCode[]) {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of new Set(codes)) {
    const { status } = API_ERRORS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      errorBodySchema(list as [ApiErrorCode, ...ApiErrorCode[]]),
    ]),
  ) as Record<ApiErrorStatus, ReturnType<typeof errorBodySchema<[ApiErrorCode, ...ApiErrorCode[]]>>>;
}
