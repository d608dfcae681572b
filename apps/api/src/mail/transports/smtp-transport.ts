import nodemailer from "nodemailer";
import { type MailTransport, nodemailerMessage, type SendDeadline, untilAborted } from "./transport";

/** SMTP (smtp:// or smtps://): a send may repeat after a dropped reply; its Message-ID, from the outbox id, tells. */
export function createSmtpTransport(
  url: string,
  messageIdHost: string,
  { timeoutMs, abortAfter = AbortSignal.timeout }: SendDeadline = { timeoutMs: 30_000 },
): MailTransport {
  // Bounded waits: a server that accepts and never answers fails the send (retried) instead of holding the row.
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
