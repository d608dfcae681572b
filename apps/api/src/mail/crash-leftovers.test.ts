import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database";
import { migrate } from "../db/migrate";
import { storeSubmission } from "../db/submissions";
import { createOutbox } from "./outbox";
import { createFileTransport, removeAbandonedPartials } from "./transports/file-transport";
import type { MailTransport } from "./transports/transport";

const quietLog = Fastify({ logger: false }).log;

function recordingTransport(sent: string[]): MailTransport {
  return {
    name: "file",
    async send(mail) {
      sent.push(mail.id);
    },
    async close() {},
  };
}

async function storeOne(db: Database) {
  await storeSubmission(db, {
    formType: "contactHome",
    formData: { message: "hola" },
    userEmail: "",
    copyToUser: false,
    isBot: false,
    idempotencyKey: null,
    messages: [{ recipient: "team", to: "t@example.test", replyTo: null, subject: "s" }],
  });
}

describe("what a SIGKILL leaves behind", { timeout: 90_000 }, () => {
  it("a restarted PGlite server takes the leases of the killed one at once: its session is gone", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "nivelia-lease-")), "pglite");
    const db = await openDatabase({ kind: "pglite", dataDir });
    await migrate(db);
    await storeOne(db);
    // A worker that claimed the row and was killed before sending: the row holds its lease.
    await db.query("update outbox set leased_until = now() + interval '5 minutes', lease_owner = 'killed'");
    const sent: string[] = [];
    const worker = createOutbox({
      db,
      transport: recordingTransport(sent),
      from: "f@nivelia.es",
      maxAttempts: 5,
      pollMs: 1000,
      log: quietLog,
    });
    expect(await worker.drain()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    await db.close();
  });

  it("removes the half-written .eml files of dead processes, and keeps a live writer's", () => {
    const mailbox = mkdtempSync(join(tmpdir(), "nivelia-partials-"));
    mkdirSync(mailbox, { recursive: true });
    // pid 2^22 + 1 is above Linux's highest pid, so no process has it.
    const dead = join(mailbox, `abc.eml.${2 ** 22 + 1}.tmp`);
    const live = join(mailbox, `def.eml.${process.ppid}.tmp`);
    const kept = join(mailbox, "ghi.eml");
    for (const file of [dead, live, kept]) writeFileSync(file, "x");
    expect(removeAbandonedPartials(mailbox)).toBe(1);
    expect([existsSync(dead), existsSync(live), existsSync(kept)]).toEqual([false, true, true]);
    writeFileSync(dead, "x");
    createFileTransport(mailbox, "nivelia.es");
    expect(existsSync(dead)).toBe(false);
  });
});
