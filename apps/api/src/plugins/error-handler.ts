import { API_ERRORS, type ApiErrorCode, apiError } from "@nivelia/domain/api";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { alreadyLogged, pathOf } from "./request-log";

/** Fastify's own errors about a request body, and the contract's code for each. */
const BODY_ERRORS: Readonly<Record<string, ApiErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
};

export const STORAGE_RETRY_AFTER_SECONDS = 10;

// Node's network errors, PostgreSQL's connection exceptions (class 08) and shutdown states (57P01-57P03, 53300).
const UNAVAILABLE_CODE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i;

/** Whether an error says the database cannot be reached (down, restarting, out of connections), not that a query is wrong. */
export function isStorageUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && UNAVAILABLE_CODE.test(code)) return true;
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/** The JSON 404 of an address no route has, naming it; the site's pages have their own HTML 404 outside `/v1`. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(API_ERRORS.NOT_FOUND.status)
    .send(apiError("NOT_FOUND", `No existe ${request.method} ${pathOf(request.url)}`));
}

/** Every error becomes JSON `{error: {code, message, details?}}` with its status, never a stack trace. */
export const errorHandler = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replace(/\//g, "."),
        message: issue.message ?? API_ERRORS.VALIDATION_ERROR.message,
      }));
      // The contract's send-email body names an unknown form type with the specification's own answer.
      const code = details.some((detail) => detail.message === API_ERRORS.UNSUPPORTED_FORM_TYPE.message)
        ? "UNSUPPORTED_FORM_TYPE"
        : "VALIDATION_ERROR";
      return reply.code(400).send(apiError(code, details[0]?.message, details));
    }
    const status = error.statusCode ?? 500;
    const bodyError = error.code === undefined ? undefined : BODY_ERRORS[error.code];
    if (bodyError !== undefined) return reply.code(API_ERRORS[bodyError].status).send(apiError(bodyError));
    if (status === 429) return reply.code(429).send(apiError("RATE_LIMITED", error.message));
    // Fastify's own texts are English: the visitor reads the contract's Spanish one.
    if (status >= 400 && status < 500) return reply.code(status).send(apiError("BAD_REQUEST"));
    // One line per failed request, with its method and path: the request log adds no second one (see alreadyLogged).
    const line = { err: error, method: request.method, path: pathOf(request.url) };
    if (isStorageUnavailable(error)) {
      request.log.warn(line, "storage unavailable");
      return alreadyLogged(reply)
        .code(API_ERRORS.STORAGE_UNAVAILABLE.status)
        .header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS))
        .send(apiError("STORAGE_UNAVAILABLE"));
    }
    // The serialiser keeps the error's type, code and frames and masks personal data in its message.
    request.log.error(line, "unhandled error");
    return alreadyLogged(reply).code(500).send(apiError("INTERNAL_ERROR"));
  });
});
