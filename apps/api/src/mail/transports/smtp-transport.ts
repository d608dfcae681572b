import nodemailer from "nodemailer";
import { type MailTransport, nodemailerMessage, type SendDeadline, untilAborted } from "./transport";

/**
 * Sends through an SMTP server (smtp:// or smtps:// URL). SMTP cannot be exactly-once: when the connection drops
 * after the server took the message but before its reply, the outbox sends it again. The Message-ID comes from the
 * outbox id and is the same on every attempt, so receivers (and our tests) can recognise the repeat.
 */
export function createSmtpTransport(
  url: string,
  messageIdHost: string,
  { timeoutMs, abortAfter = AbortSignal.timeout }: SendDeadline = { timeoutMs: 30_000 },
): MailTransport {
  // Bounded waits, well under the outbox lease, so a server that accepts connections and never answers fails the
  // send (it is retried) instead of holding the row.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: "smtp",
    async send(mail) {
      const sending = transporter.sendMail(nodemailerMessage(mail, messageIdHost));
      await untilAborted(sending, abortAfter(timeoutMs), "SMTP");
    },
    async close() {
      transporter.close();
    },
  };
}
