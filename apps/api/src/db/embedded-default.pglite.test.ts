// The smoke suite of the embedded default (PGlite under DATA_DIR, no DATABASE_URL): the rest of the API suite runs
// the same code on PostgreSQL.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactLead } from "../test/leads";
import { buildClockedApp, checkReadyOnFailingWrites } from "../test/ready-on-failing-writes";
import { exited, spawnServer } from "../test/spawn-server";
import { openDatabase } from "./database";

const ON_PGLITE = { DATABASE_URL: "", SERVE_WEB: "false" };

describe("the embedded default, PGlite on disk", { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "nivelia-pglite-"));
  // One app for the first two tests: a PGlite on disk takes seconds to create.
  let clocked: Awaited<ReturnType<typeof buildClockedApp>>;
  beforeAll(async () => {
    clocked = await buildClockedApp({ ...ON_PGLITE, DATA_DIR: dataDir });
  });
  afterAll(() => clocked.app.close());

  it("stores a lead once with its e-mails, applies the idempotency key, and delivers them", async () => {
    const { app } = clocked;
    {
      expect(app.db.kind).toBe("pglite");
      const post = (message: string, key: string) =>
        app.inject({
          method: "POST",
          url: "/v1/send-email",
          headers: { "idempotency-key": key },
          payload: contactLead({ message }),
        });
      const first = await post("Hola", "clave-1");
      expect(first.statusCode).toBe(200);
      // The same payload again (a double click with a new key), then the key with another payload.
      expect((await post("Hola", "clave-2")).json()).toEqual(first.json());
      expect((await post("Otro", "clave-1")).statusCode).toBe(422);
      expect(await app.db.query("select count(*)::int as n from submissions")).toEqual([{ n: 1 }]);
      // One process owns its folder: the rate limits count in memory, not with a write per request.
      expect(await app.db.query("select count(*)::int as n from rate_limits")).toEqual([{ n: 0 }]);
      // Sent by the worker the lead woke, or by this pass, which runs after the worker's.
      await app.outbox.drain();
      expect(readdirSync(join(dataDir, "mailbox")).filter((file) => file.endsWith(".eml"))).toHaveLength(2);
      expect((await app.inject({ method: "GET", url: "/v1/ready" })).statusCode).toBe(200);
    }
  });

  it("answers /v1/ready 503 while writes fail, and 200 once a lead can be stored again", async () => {
    await checkReadyOnFailingWrites(clocked);
  });

  // The quick variant of `pnpm test:resilience`'s crash scenario: the real server, a burst 10 at a time, SIGKILL
  // once 60 leads are acknowledged (a count, not a time).
  it("loses no acknowledged lead when the server is killed mid-burst, and stores none twice", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-kill-"));
    const settings = { DATA_DIR: dataDir, RATE_LIMIT_MAX_PER_MINUTE: "1000000" };
    const first = await spawnServer(join("src", "server.ts"), settings);
    const acknowledged: string[] = [];
    let next = 0;
    const send = async () => {
      while (next < 300) {
        const index = next++;
        try {
          const response = await fetch(`${first.origin}/v1/send-email`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(
              contactLead({ message: `Lead ${index}` }, { userEmail: `ana.${index}@empresa.es` }),
            ),
          });
          const body = (await response.json()) as { id?: string };
          if (response.status !== 200 || body.id === undefined)
            throw new Error(`answered ${response.status}`);
          acknowledged.push(body.id);
          if (acknowledged.length === 60) first.child.kill("SIGKILL");
        } catch (error) {
          // Only the kill may stop a lead: before it, every answer is a success.
          if (!first.child.killed) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, send));
    await exited(first.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    const db = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      const stored = await db.query<{ id: string }>("select id from submissions where id = any($1::uuid[])", [
        acknowledged,
      ]);
      expect(stored).toHaveLength(acknowledged.length);
      const [counts] = await db.query<{ leads: number; messages: number }>(
        "select count(*)::int as leads, count(distinct form_data->>'message')::int as messages from submissions",
      );
      expect(counts?.leads).toBe(counts?.messages);
      // Each acknowledged lead's two e-mails (the team's and the visitor's copy), each once.
      const mails = await db.query<{ submission_id: string; recipient: string }>(
        "select submission_id, recipient from outbox where submission_id = any($1::uuid[])",
        [acknowledged],
      );
      expect(mails).toHaveLength(acknowledged.length * 2);
      expect(new Set(mails.map((mail) => `${mail.submission_id} ${mail.recipient}`)).size).toBe(mails.length);
    } finally {
      await db.close();
    }
  });
});
