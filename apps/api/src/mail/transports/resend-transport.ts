import { Resend } from "resend";
import type { MailTransport, SendDeadline } from "./transport";

export interface ResendTransportOptions extends Partial<SendDeadline> {
  apiKey: string;
  /** Resend's API by default; tests point it at a local fake server. */
  baseUrl?: string | undefined;
}

/** Sends through Resend's API; the outbox id is the idempotency key, so a retried send is delivered once. */
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
      const { error } = await resend.emails.send(
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
      if (error !== null) throw new Error(`Resend: ${error.name}: ${error.message}`);
    },
    async close() {},
  };
}
