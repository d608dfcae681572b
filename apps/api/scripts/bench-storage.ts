// `pnpm bench:storage`: what storing one lead costs on PGlite, the CPU time (user + system) per lead of
// `storeSubmission` with the envelopes of the lead's two e-mails (their bodies are rendered when they are sent), in
// group commits of 1, 6 (what 10 connections make) and 32 leads. Each size runs twice in alternation, on two PGlite
// databases on disk: through PGlite's own `query` (which parses and plans every statement) and through the API's
// `Database` (statements with parameters prepared once).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { parseSendEmailRequest } from "@nivelia/domain/forms";
import { type Database, openDatabase, vacuumAnalyzeSql } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { storeSubmission } from "../src/db/submissions";
import { leadSubmission } from "../src/routes/v1/send-email/lead-submission";
import { contactLead } from "../src/test/leads";
import { printMarkdownTable } from "./lib/markdown-table";

const LEADS = Number(process.env.BENCH_LEADS ?? 3000);
const GROUPS = [1, 6, 32];
const ROUNDS = 2;

/** The same Database over PGlite's own `query`: every statement parsed and planned on every call. */
async function unpreparedPglite(dataDir: string): Promise<Database> {
  const client = await PGlite.create({ dataDir });
  const rows = async <Row>(result: Promise<{ rows: Row[] }>) => (await result).rows;
  return {
    kind: "pglite",
    session: "bench-unprepared",
    query: (sql, params = []) => rows(client.query(sql, [...params])),
    transaction: (work) =>
      client.transaction((tx) => work({ query: (sql, params = []) => rows(tx.query(sql, [...params])) })),
    vacuumAnalyze: async (table, columns) => {
      await client.query(vacuumAnalyzeSql(table, columns));
    },
    close: () => client.close(),
  };
}

let serial = 0;

/** Submits `size` leads in one turn of the event loop, so that they are one group commit. */
async function storeGroup(db: Database, size: number): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (let index = 0; index < size; index += 1) {
    serial += 1;
    const parsed = parseSendEmailRequest(
      contactLead({ message: `Bench ${serial}` }, { userEmail: `ana.${serial}@empresa.es` }),
    );
    if (!parsed.ok) throw new Error("the bench's lead does not validate");
    pending.push(storeSubmission(db, leadSubmission(parsed.value, null, "equipo@nivelia.es")));
  }
  await Promise.all(pending);
}

/** CPU microseconds per lead over `LEADS` leads in groups of `size`. */
async function cpuPerLead(db: Database, size: number): Promise<number> {
  const groups = Math.max(1, Math.round(LEADS / size));
  const before = process.cpuUsage();
  for (let group = 0; group < groups; group += 1) await storeGroup(db, size);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / (groups * size);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "nivelia-bench-storage-"));
  const unprepared = await unpreparedPglite(join(dir, "unprepared"));
  const prepared = await openDatabase({ kind: "pglite", dataDir: join(dir, "prepared") });
  for (const db of [unprepared, prepared]) {
    await migrate(db);
    // Warm-up: the JIT, PGlite's caches, and the prepared statements.
    for (let group = 0; group < 100; group += 1) await storeGroup(db, 6);
  }
  const rows: string[][] = [];
  for (const size of GROUPS) {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const query = await cpuPerLead(unprepared, size);
      const named = await cpuPerLead(prepared, size);
      rows.push([String(size), String(round), String(Math.round(query)), String(Math.round(named))]);
    }
  }
  await unprepared.close();
  await prepared.close();
  rmSync(dir, { recursive: true, force: true });
  printMarkdownTable(
    ["leads per group", "round", "PGlite's query, CPU µs/lead", "prepared, CPU µs/lead"],
    rows,
  );
  console.log(
    `\n${LEADS} leads per cell (BENCH_LEADS), each with its two e-mails' envelopes, on PGlite on disk.`,
  );
}

await main();
