import { isPlainObject } from "@nivelia/domain/forms";
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import type { ChildLoggerOptions, FastifyChildLoggerFactory } from "fastify/types/logger";
import type { AppConfig } from "./config";

const SECRET_HEADERS = ["authorization", "cookie", "set-cookie", "stripe-signature", "idempotency-key"];
const PERSONAL_FIELDS = ["email", "userEmail", "customerEmail", "phone", "telefono", "contactInfo"];

/** What a redacted value is written as. */
const LOG_CENSOR = "[redactado]";

/** Keys (in any case) whose values are never written: credentials in headers, e-mail addresses and phone numbers. */
const REDACTED_KEYS: ReadonlySet<string> = new Set(
  [...SECRET_HEADERS, ...PERSONAL_FIELDS].map((key) => key.toLowerCase()),
);

/** Deeper than this, a logged value is censored whole rather than walked. */
const MAX_LOGGED_DEPTH = 32;

function redactedValue(value: unknown, ancestors: unknown[]): unknown {
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  // What pino writes for a cycle; returning the object would have it write one more level of it first.
  if (ancestors.includes(value)) return "[Circular]";
  if (ancestors.length >= MAX_LOGGED_DEPTH) return LOG_CENSOR;
  ancestors.push(value);
  const redacted = Array.isArray(value) ? redactedItems(value, ancestors) : redactedFields(value, ancestors);
  ancestors.pop();
  return redacted;
}

/** The array, or a copy with the items that needed redaction redacted. */
function redactedItems(items: unknown[], ancestors: unknown[]): unknown[] {
  let copy: unknown[] | undefined;
  items.forEach((item, index) => {
    const redacted = redactedValue(item, ancestors);
    if (redacted === item) return;
    copy ??= [...items];
    copy[index] = redacted;
  });
  return copy ?? items;
}

/** The object, or a copy with the redacted keys censored and the other values redacted where they needed it. */
function redactedFields(fields: Record<string, unknown>, ancestors: unknown[]): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(fields)) {
    const redacted =
      item !== undefined && REDACTED_KEYS.has(key.toLowerCase())
        ? LOG_CENSOR
        : redactedValue(item, ancestors);
    if (redacted === item) continue;
    copy ??= { ...fields };
    copy[key] = redacted;
  }
  return copy ?? fields;
}

/**
 * A log line's fields (or a child's bindings) with the value of every redacted key censored, at any depth, in plain
 * objects and arrays; the caller's objects are never changed (a copy is made where something is censored). Errors
 * are not walked: their serialiser masks what they quote. It replaces pino's `redact` paths, whose wildcards ran every
 * field of every line, a request id or a submission id too, through a redactor (close to a third of a stored lead's
 * CPU outside storage), and reached only four levels.
 */
export function redactPersonalData(fields: Record<string, unknown>): Record<string, unknown> {
  return redactedValue(fields, []) as Record<string, unknown>;
}

/**
 * Has every child of `logger`, and their children (a pino child inherits its parent's methods), bind its fields with
 * personal data censored: pino writes a child's bindings without the `log` formatter.
 */
export function redactChildBindings(logger: FastifyBaseLogger): void {
  const child = logger.child;
  logger.child = function childWithRedactedBindings(this: FastifyBaseLogger, bindings, options) {
    return child.call(this, redactPersonalData(bindings), options);
  };
}

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
    // A child's bindings are redacted by redactChildBindings, which buildApp applies to the app's logger.
    formatters: { log: redactPersonalData },
    serializers: { err: serializeError, error: serializeError },
    ...(stream === undefined ? {} : { stream }),
  };
}

const LEVEL_VALUES: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type Bindings = Record<string, unknown>;

/**
 * A request's logger, made into a real pino child (with the request id) only when it must be: making a child, with
 * the redaction of its bindings, cost more than the whole /v1/health route, and most requests log nothing at the
 * default level.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: LogLevel, args: unknown[]): void {
    if (this.#child === undefined) {
      if ((LEVEL_VALUES[level] ?? 0) < (LEVEL_VALUES[this.level] ?? 0)) return;
      if (this.#writeThroughParent(level, args)) return;
    }
    const real = this.#real();
    (real[level] as (...line: unknown[]) => void).apply(real, args);
  }

  /**
   * Writes the line a pino child would write (the bindings first, then the line's own fields) through the parent,
   * without making the child: pino's child() redacts and serialises the bindings and builds a logger, which cost a
   * stored lead about 40 µs of CPU for its one "lead stored" line. Only for a message or a plain object and a
   * child with no options of its own (a route's log level or serialisers); anything else takes a real child.
   */
  #writeThroughParent(level: LogLevel, [first, ...rest]: unknown[]): boolean {
    if (Object.values(this.#options).some((value) => value !== undefined)) return false;
    const write = this.#parent[level] as (...line: unknown[]) => void;
    if (typeof first === "string") {
      write.call(this.#parent, this.#bindings, first, ...rest);
      return true;
    }
    if (isPlainObject(first)) {
      write.call(this.#parent, { ...this.#bindings, ...first }, ...rest);
      return true;
    }
    return false;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write("fatal", args);
  }
  error(...args: unknown[]) {
    this.#write("error", args);
  }
  warn(...args: unknown[]) {
    this.#write("warn", args);
  }
  info(...args: unknown[]) {
    this.#write("info", args);
  }
  debug(...args: unknown[]) {
    this.#write("debug", args);
  }
  trace(...args: unknown[]) {
    this.#write("trace", args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: each request gets a RequestLogger instead of an eager pino child. */
export const requestLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
