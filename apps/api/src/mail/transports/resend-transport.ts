import { Resend } from "resend";
import { headerWaitMs, MailRateLimited, type MailTransport, type SendDeadline } from "./transport";

/** The least wait for a used-up window: `ratelimit-reset` is in whole seconds, and "0" means under one is left. */
const LEAST_WINDOW_WAIT_MS = 250;

/** The wait the first readable header names (a second when none does), and at least LEAST_WINDOW_WAIT_MS. */
function windowWaitMs(...headers: (string | undefined)[]): number {
  const named = headers.map((header) => headerWaitMs(header)).find((ms) => ms !== undefined);
  return Math.max(named ?? 1000, LEAST_WINDOW_WAIT_MS);
}

export interface ResendTransportOptions extends Partial<SendDeadline> {
  apiKey: string;
  /** Resend's API by default; tests point it at a local fake server. */
  baseUrl?: string | undefined;
}

/**
 * Sends through Resend's API with the outbox id as idempotency key. A send that leaves the window (2 requests a second
 * by default) empty returns the wait until its reset; a 429 throws MailRateLimited with the `retry-after` it names.
 */
export function createResendTransport({
  apiKey,
  baseUrl,
  timeoutMs = 30_000,
  abortAfter = AbortSignal.timeout,
}: ResendTransportOptions): MailTransport {
  const resend = new Resend(apiKey, baseUrl === undefined ? {} : { baseUrl: baseUrl.replace(/\/+$/, "") });
  return {
    name: "resend",
    async send(mail) {
      const { error, headers } = await resend.emails.send(
        {
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
          headers: { "X-Entity-Ref-ID": mail.id },
        },
        { idempotencyKey: mail.id, signal: abortAfter(timeoutMs) },
      );
      if (error?.name === "rate_limit_exceeded") {
        throw new MailRateLimited(
          windowWaitMs(headers?.["retry-after"], headers?.["ratelimit-reset"]),
          `Resend: ${error.name}: ${error.message}`,
        );
      }
      if (error !== null) throw new Error(`Resend: ${error.name}: ${error.message}`);
      if (headers?.["ratelimit-remaining"] !== "0") return undefined;
      return { waitMs: windowWaitMs(headers["ratelimit-reset"]) };
    },
    async close() {},
  };
}
