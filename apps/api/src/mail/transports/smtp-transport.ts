import nodemailer from "nodemailer";
import { type MailTransport, messageIdFor } from "./transport";

/** Sends through an SMTP server (smtp:// or smtps:// URL); the Message-ID comes from the outbox id. */
export function createSmtpTransport(url: string, messageIdHost: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        date: mail.createdAt,
        messageId: messageIdFor(mail.id, messageIdHost),
        ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
        headers: { "X-Outbox-Id": mail.id },
      });
    },
    async close() {
      transporter.close();
    },
  };
}
