import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { type MailTransport, messageIdFor } from "./transport";

/** Where the file transport writes the outbox row `id`: `${DATA_DIR}/mailbox/<id>.eml`. */
export function mailboxFile(mailboxDir: string, id: string): string {
  return join(mailboxDir, `${id}.eml`);
}

/**
 * Development and test delivery: each e-mail becomes `<mailboxDir>/<outbox-id>.eml` (RFC 822, MIME). A file that
 * exists already is kept, so a repeated send writes nothing; files appear whole (written aside, then renamed).
 */
export function createFileTransport(
  mailboxDir: string,
  messageIdHost: string,
  log: (path: string) => void,
): MailTransport {
  // nodemailer's stream transport composes the message without sending it anywhere.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: "file",
    async send(mail) {
      const target = mailboxFile(mailboxDir, mail.id);
      if (existsSync(target)) return;
      const info = await composer.sendMail({
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
      await mkdir(mailboxDir, { recursive: true });
      const partial = `${target}.${process.pid}.tmp`;
      await writeFile(partial, info.message);
      await rename(partial, target);
      log(target);
    },
    async close() {
      composer.close();
    },
  };
}
