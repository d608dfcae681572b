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

const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;
// Seven or more digits, possibly broken by spaces, dots, dashes or parentheses, with an optional '+'.
const PHONE_NUMBER = /\+?\d(?:[\s().-]*\d){6,}/g;
const STACK_FRAME = /^\s+at /;

/** Text with e-mail addresses and phone-like digit runs masked, for error messages that quote their input. */
export function withoutPersonalData(text: string): string {
  return text.replace(EMAIL_ADDRESS, "[e-mail]").replace(PHONE_NUMBER, "[número]");
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * How an error is logged: its type, code, status, message and call frames, with personal data masked. Other
 * properties (a database error's query parameters, an SMTP error's recipients) are left out: they may quote a lead.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutPersonalData(String(error)), stack: "" };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const frames = (error.stack ?? "").split("\n").filter((line) => STACK_FRAME.test(line));
  return {
    type: error.name,
    message: withoutPersonalData(error.message).slice(0, 500),
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof statusCode === "number" ? { statusCode } : {}),
    stack: frames.join("\n"),
  };
}

/** Where log lines go instead of standard output: tests read them. */
export interface LogDestination {
  write(line: string): void;
}

/** Pino options of the app: the configured level, with redaction and the PII-free error serialiser. */
export function loggerOptions(config: AppConfig, stream?: LogDestination): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: [...REDACTED_LOG_PATHS], censor: "[redactado]" },
    serializers: { err: serializeError, error: serializeError },
    ...(stream === undefined ? {} : { stream }),
  };
}
