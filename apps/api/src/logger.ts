import type { FastifyServerOptions } from "fastify";
import type { AppConfig } from "./config";

const SECRET_HEADERS = ["authorization", "cookie", "set-cookie", "stripe-signature", "idempotency-key"];
/** Fields of a lead or an order that name a person. */
const PERSONAL_FIELDS = ["email", "userEmail", "customerEmail", "phone", "telefono", "contactInfo"];

const LOG_CENSOR = "[redactado]";

/** pino's redact paths: each personal field up to three levels down, and the secret headers of any `headers`. */
export const REDACTED_PATHS: readonly string[] = [
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
];

const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;
// Seven or more digits, possibly broken by spaces, dots, dashes or parentheses, with an optional '+'.
const PHONE_NUMBER = /\+?\d(?:[\s().-]*\d){6,}/g;
const STACK_FRAME = /^\s+at /;

/** Text with e-mail addresses and phone-like digit runs masked, for error messages that quote their input. */
export function withoutPersonalData(text: string): string {
  return text.replace(EMAIL_ADDRESS, "[e-mail]").replace(PHONE_NUMBER, "[número]");
}

/** Type, code, status, masked message and frames only: other properties (query parameters) may quote a lead. */
export function serializeError(error: unknown): { type: string; message: string; stack: string } {
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

/** Pino options of the app: the configured level, pino's redaction of personal data and the PII-free error serialiser. */
export function loggerOptions(config: AppConfig, stream?: LogDestination): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: [...REDACTED_PATHS], censor: LOG_CENSOR },
    serializers: { err: serializeError, error: serializeError },
    ...(stream === undefined ? {} : { stream }),
  };
}
