import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startTestPostgres } from "../../../../tooling/bootstrap/postgres.mjs";
import { contactLead } from "../test/leads";
import { exited, spawnServer } from "../test/spawn-server";
import { freshTestDatabaseUrl, openTestDatabase } from "../test/test-database";

// Issue 47: a PostgreSQL restart during a burst of leads ended the process ("second error, exiting"). Here the real
// server runs on a PostgreSQL of the test's own (the suite's is shared by every file), restarted (a fast shutdown,
// then a start on the same folder) once 40 leads are acknowledged, while the burst goes on.
describe("a PostgreSQL restart in the middle of a burst of leads", { timeout: 180_000 }, () => {
  it("keeps the process up: every acknowledged lead stored and e-mailed once, every refused one a 503", async () => {
    const postgres = await startTestPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-restart-"));
    const url = await freshTestDatabaseUrl(postgres.url);
    const server = await spawnServer(join("src", "server.ts"), {
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      RATE_LIMIT_MAX_PER_MINUTE: "1000000",
      OUTBOX_POLL_MS: "200",
    });
    try {
      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      let restarted: Promise<void> | undefined;
      let next = 0;
      const send = async () => {
        while (next < 200) {
          const index = next++;
          const response = await fetch(`${server.origin}/v1/send-email`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(
              contactLead({ message: `Lead ${index}` }, { userEmail: `ana.${index}@empresa.es` }),
            ),
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 503) expect(response.headers.get("retry-after")).not.toBeNull();
          if (response.status !== 200) continue;
          acknowledged.push(((await response.json()) as { id: string }).id);
          if (acknowledged.length === 40) restarted = postgres.restart();
        }
      };
      // A closed connection (no answer at all) rejects a fetch and fails the test.
      await Promise.all(Array.from({ length: 10 }, send));
      await restarted;
      expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
      expect(server.child.exitCode).toBeNull();

      // PostgreSQL accepts connections again (`restarted` resolved once it said so): a lead is stored again at once,
      // or after the pool has discarded a connection the restart closed, one 503 each (at most its 10 connections).
      // /v1/ready's 30 s hold after a failed write is tested on a fake clock (ready.test.ts), not waited out here.
      let after = 0;
      for (let attempt = 0; attempt <= 10 && after !== 200; attempt += 1) {
        const response = await fetch(`${server.origin}/v1/send-email`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(contactLead({ message: "Después" })),
        });
        after = response.status;
        if (after === 200) acknowledged.push(((await response.json()) as { id: string }).id);
      }
      expect(after).toBe(200);

      const db = await openTestDatabase(url);
      try {
        const stored = await db.query<{ id: string }>(
          "select id from submissions where id = any($1::uuid[])",
          [acknowledged],
        );
        expect(stored).toHaveLength(acknowledged.length);
        const [counts] = await db.query<{ leads: number; messages: number }>(
          "select count(*)::int as leads, count(distinct form_data->>'message')::int as messages from submissions",
        );
        expect(counts?.leads).toBe(counts?.messages);
        // Every e-mail of those leads sent, once. They are all in the outbox already (stored with their leads), and
        // the outbox logs each batch it marked sent, by id, after the commit: wait for the server's output to have
        // named every one (its own signal, read as it arrives), then the outbox must be empty and the mailbox whole.
        const mails = await db.query<{ id: string }>(
          "select id from outbox where submission_id = any($1::uuid[])",
          [acknowledged],
        );
        expect(mails).toHaveLength(acknowledged.length * 2);
        const sentIds = () =>
          server
            .output()
            .split("\n")
            .slice(0, -1) // the last piece is a line still arriving
            .filter((line) => line.includes('"e-mails sent"'))
            .flatMap((line) => (JSON.parse(line) as { outboxIds: string[] }).outboxIds);
        const mailIds = new Set(mails.map((mail) => mail.id));
        await new Promise<void>((resolve) => {
          const check = () => {
            if (new Set(sentIds()).size < mailIds.size) return;
            server.child.stdout?.off("data", check);
            resolve();
          };
          server.child.stdout?.on("data", check);
          check();
        });
        expect(sentIds().sort()).toEqual([...mailIds].sort());
        const [unsent] = await db.query<{ n: number }>(
          "select count(*)::int as n from outbox where sent_at is null",
        );
        expect(unsent?.n).toBe(0);
        const files = readdirSync(join(dataDir, "mailbox")).filter((file) => file.endsWith(".eml"));
        expect(files.sort()).toEqual(mails.map((mail) => `${mail.id}.eml`).sort());
      } finally {
        await db.close();
      }
      expect(server.child.exitCode).toBeNull();
    } finally {
      server.child.kill("SIGTERM");
      await exited(server.child);
      await postgres.stop();
    }
  });
});
