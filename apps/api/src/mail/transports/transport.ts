import { once } from "node:events";
import { retryAfterMs } from "@nivelia/domain/api";
import type { SendMailOptions } from "nodemailer";

export interface OutgoingMail {
  /** The outbox row id: every transport uses it to make a repeated send harmless. */
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  createdAt: Date;
}

/** Delivers one e-mail or throws (the same id never twice where the service allows); may report a rate-limit wait. */
export interface MailTransport {
  readonly name: "resend" | "smtp" | "file";
  /** `waitMs`: the service's rate limit allows no further send for this long (its window's reset). */
  send(mail: OutgoingMail): Promise<{ waitMs: number } | undefined>;
  close(): Promise<void>;
}

/** The service refused a send for its rate limit: not a failure of the e-mail, which is sent after `waitMs`. */
export class MailRateLimited extends Error {
  override name = "MailRateLimited";
  constructor(
    readonly waitMs: number,
    message: string,
  ) {
    super(message);
  }
}

/** The longest wait a service's rate limit headers can impose on the outbox; beyond it they are taken as an hour. */
export const LONGEST_RATE_LIMIT_WAIT_MS = 60 * 60 * 1000;

/** A `retry-after` or `ratelimit-reset` header (seconds or HTTP date) in ms, capped; undefined when unreadable. */
export function headerWaitMs(value: string | undefined, now = Date.now()): number | undefined {
  const ms = retryAfterMs(value, now);
  return ms === undefined ? undefined : Math.min(ms, LONGEST_RATE_LIMIT_WAIT_MS);
}

/** An outbox row as nodemailer's message, for the transports built on it (SMTP, and the files of development). */
export function nodemailerMessage(mail: OutgoingMail, messageIdHost: string): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    date: mail.createdAt,
    // The same on every attempt, so a repeated send is recognisable downstream.
    messageId: `<${mail.id}@${messageIdHost}>`,
    ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
    headers: { "X-Outbox-Id": mail.id },
  };
}

export interface SendDeadline {
  /** How long one send may take: the SDK's or the SMTP client's own timeouts, and the whole send. */
  readonly timeoutMs: number;
  /** The signal that gives up on a send after `ms`; tests pass one they abort themselves (an explicit timeout). */
  readonly abortAfter?: (ms: number) => AbortSignal;
}

/** Rejects when the signal aborts, without waiting for the work (whose later failure is then ignored). */
export async function untilAborted<T>(work: Promise<T>, signal: AbortSignal, what: string): Promise<T> {
  work.catch(() => {});
  // The abort listener goes once the race is over: a long-lived signal would otherwise gather one per send.
  const settled = new AbortController();
  const gaveUp = (
    signal.aborted ? Promise.resolve() : once(signal, "abort", { signal: settled.signal })
  ).then(() => Promise.reject(new Error(`${what}: no answer in time`)));
  gaveUp.catch(() => {});
  try {
    return await Promise.race([work, gaveUp]);
  } finally {
    settled.abort();
  }
}
