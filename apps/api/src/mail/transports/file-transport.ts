import { existsSync, readdirSync, rmSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import { type MailTransport, nodemailerMessage } from "./transport";

/** Where the file transport writes the outbox row `id`: `${DATA_DIR}/mailbox/<id>.eml`. */
export function mailboxFile(mailboxDir: string, id: string): string {
  return join(mailboxDir, `${id}.eml`);
}

const PARTIAL_FILE = /\.eml\.(\d+)\.tmp$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes half-written messages of processes that died while writing them (SIGKILL); returns how many. */
export function removeAbandonedPartials(mailboxDir: string): number {
  if (!existsSync(mailboxDir)) return 0;
  let removed = 0;
  for (const name of readdirSync(mailboxDir)) {
    const pid = PARTIAL_FILE.exec(name)?.[1];
    if (pid === undefined || (Number(pid) !== process.pid && isRunning(Number(pid)))) continue;
    rmSync(join(mailboxDir, name), { force: true });
    removed += 1;
  }
  return removed;
}

/** Development delivery to `<mailboxDir>/<outbox-id>.eml`: a repeated send keeps the file, files appear whole. */
export function createFileTransport(mailboxDir: string, messageIdHost: string): MailTransport {
  // The message of a killed writer is still in the outbox and is written again; its partial file goes.
  removeAbandonedPartials(mailboxDir);
  return {
    name: "file",
    async send(mail) {
      const target = mailboxFile(mailboxDir, mail.id);
      if (existsSync(target)) return;
      // nodemailer's MIME composer, the one its transports use: the same bytes as its stream transport.
      const message = await new MailComposer({ ...nodemailerMessage(mail, messageIdHost), newline: "unix" })
        .compile()
        .build();
      // Made at every send: a folder removed while the server runs comes back.
      await mkdir(mailboxDir, { recursive: true });
      const partial = `${target}.${process.pid}.tmp`;
      await writeFile(partial, message);
      await rename(partial, target);
    },
    async close() {},
  };
}
