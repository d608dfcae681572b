import nodemailer from "nodemailer";
import { type MailTransport, nodemailerMessage } from "./transport";

/**
 * Sends through an SMTP server (smtp:// or smtps:// URL). SMTP cannot be exactly-once: when the connection drops
 * after the server took the message but before its reply, the outbox sends it again. The Message-ID comes from the
 * outbox id and is the same on every attempt, so receivers (and our tests) can recognise the repeat.
 */
export function createSmtpTransport(url: string, messageIdHost: string): MailTransport {
  // Bounded waits, well under the outbox lease, so a hung server fails the send instead of holding the row.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: "smtp",
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail, messageIdHost));
    },
    async close() {
      transporter.close();
    },
  };
}
