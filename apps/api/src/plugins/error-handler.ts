import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

const body = (code: string, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

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
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(body("INTERNAL_ERROR", "Error interno del servidor"));
  });
});
