import type { FastifyServerOptions } from "fastify";
import type { AppConfig } from "./config";

const SECRET_HEADERS = ["authorization", "cookie", "stripe-signature", "idempotency-key"];
const PERSONAL_FIELDS = ["email", "userEmail", "customerEmail", "phone", "telefono", "contactInfo"];

/** Log paths never written in clear: credentials in headers, and e-mail addresses and phone numbers anywhere near the top. */
export const REDACTED_LOG_PATHS: readonly string[] = [
  ...SECRET_HEADERS.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]),
  `res.headers["set-cookie"]`,
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

/** Pino options of the app: the configured level, with redaction. */
export function loggerOptions(config: AppConfig): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  return { level: config.LOG_LEVEL, redact: { paths: [...REDACTED_LOG_PATHS], censor: "[redactado]" } };
}
