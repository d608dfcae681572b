import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contactLead } from "../test/leads";
import { exited, spawnServer } from "../test/spawn-server";
import { openDatabase } from "./database";
import { leadJournalDir } from "./lead-journal";

// The quick variant of `pnpm test:resilience`'s crash scenario, on the path every lead takes with PGlite on disk: the
// real server, a burst 10 at a time, SIGKILL once 60 leads are acknowledged (a count, not a time).
describe("the server killed in the middle of a burst, PGlite on disk", { timeout: 120_000 }, () => {
  it("stores every lead it acknowledged, once, with its e-mails, after a restart on the same folder", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-journal-kill-"));
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

    // The restart moves what the killed process left in its journal before it listens; a graceful stop then.
    const second = await spawnServer(join("src", "server.ts"), settings);
    second.child.kill("SIGTERM");
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
    expect(readdirSync(leadJournalDir(join(dataDir, "pglite")))).toEqual([]);

    const db = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      const stored = await db.query<{ id: string }>("select id from submissions where id = any($1::uuid[])", [
        acknowledged,
      ]);
      expect(stored).toHaveLength(acknowledged.length);
      // No lead twice: each stored message (one a lead) once.
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
