import { API_ERRORS, type ApiErrorCode, apiError } from "@nivelia/domain/api";
import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** Fastify's own errors about a request body, and the contract's code for each. */
const BODY_ERRORS: Readonly<Record<string, ApiErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
};

/** Every error becomes JSON `{error: {code, message, details?}}` with its status, never a stack trace. */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replace(/\//g, "."),
        message: issue.message ?? API_ERRORS.VALIDATION_ERROR.message,
      }));
      return reply.code(400).send(apiError("VALIDATION_ERROR", details[0]?.message, details));
    }
    const status = error.statusCode ?? 500;
    const bodyError = error.code === undefined ? undefined : BODY_ERRORS[error.code];
    if (bodyError !== undefined) return reply.code(API_ERRORS[bodyError].status).send(apiError(bodyError));
    if (status === 429) return reply.code(429).send(apiError("RATE_LIMITED", error.message));
    // Fastify's own texts are English: the visitor reads the contract's Spanish one.
    if (status >= 400 && status < 500) return reply.code(status).send(apiError("BAD_REQUEST"));
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(apiError("INTERNAL_ERROR"));
  });
});
