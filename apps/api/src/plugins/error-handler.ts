import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

const body = (code: string, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

export const STORAGE_RETRY_AFTER_SECONDS = 10;

// Node's network errors, PostgreSQL's connection exceptions (class 08) and shutdown states (57P01-57P03, 53300).
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i;

/** Whether an error says the database cannot be reached (down, restarting, out of connections), not that a query is wrong. */
export function isStorageUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/** Every error becomes JSON `{error: {code, message, details?}}` with its status, never a stack trace. */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replace(/\//g, "."),
        message: issue.message,
      }));
      return reply
        .code(400)
        .send(body("VALIDATION_ERROR", details[0]?.message ?? "Datos no válidos", details));
    }
    const status = error.statusCode ?? 500;
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send(body("INVALID_JSON", "El cuerpo de la petición no es JSON válido"));
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send(body("PAYLOAD_TOO_LARGE", "La petición supera el tamaño máximo de 64 KiB"));
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send(body("UNSUPPORTED_MEDIA_TYPE", "Envía los datos como application/json"));
    }
    if (status === 429) return reply.code(429).send(body("RATE_LIMITED", error.message));
    if (status >= 400 && status < 500) return reply.code(status).send(body("BAD_REQUEST", error.message));
    if (isStorageUnavailable(error)) {
      request.log.warn({ err: error }, "storage unavailable");
      return reply
        .code(503)
        .header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS))
        .send(
          body("STORAGE_UNAVAILABLE", "El servicio no está disponible. Inténtalo de nuevo en unos segundos."),
        );
    }
    // The serialiser keeps the error's type, code and frames and masks personal data in its message.
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(body("INTERNAL_ERROR", "Error interno del servidor"));
  });
});
