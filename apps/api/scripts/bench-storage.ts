// `pnpm bench:storage`: what storing one lead costs on PGlite, the CPU time (user + system) per lead of
// `storeSubmission` with the envelopes of the lead's two e-mails (their bodies are rendered when they are sent), in
// group commits of 1, 6 (what 10 connections make) and 32 leads. Each size runs twice in alternation, on two PGlite
// databases on disk: through PGlite's own `query` on this thread (which parses and plans every statement) and
// through the API's `Database` (statements with parameters prepared once, PGlite in its own thread, a group commit
// one message to it). The CPU is the whole process's, both threads. The leads are validated and built before the
// clock starts, so only storing is timed. From the prepared cells it also prints what a group commit costs whatever
// its size and what each lead adds to it (a least-squares line through the cells): the least a stored lead can cost
// on PGlite.
// Before PGlite compiles in this process: see the module.
import "../src/runtime/wasm-code-gc";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { parseSendEmailRequest } from "@nivelia/domain/forms";
import { type Database, openDatabase, vacuumAnalyzeSql, withGroupWrites } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { type NewSubmission, storeSubmission } from "../src/db/submissions";
import { leadSubmission } from "../src/routes/v1/send-email/lead-submission";
import { contactLead } from "../src/test/leads";
import { groupCostLine } from "./lib/group-cost";
import { printMarkdownTable } from "./lib/markdown-table";

const LEADS = Number(process.env.BENCH_LEADS ?? 3000);
const GROUPS = [1, 6, 32];
const ROUNDS = 2;

/** The same Database over PGlite's own `query`: every statement parsed and planned on every call. */
async function unpreparedPglite(dataDir: string): Promise<Database> {
  const client = await PGlite.create({ dataDir });
  const rows = async <Row>(result: Promise<{ rows: Row[] }>) => (await result).rows;
  return withGroupWrites({
    kind: "pglite",
    session: "bench-unprepared",
    query: (sql, params = []) => rows(client.query(sql, [...params])),
    transaction: (work) =>
      client.transaction((tx) => work({ query: (sql, params = []) => rows(tx.query(sql, [...params])) })),
    vacuumAnalyze: async (table, columns) => {
      await client.query(vacuumAnalyzeSql(table, columns));
    },
    close: () => client.close(),
  });
}

let serial = 0;

/** `size` new leads, validated and built as the route builds them, each with its two e-mails' envelopes. */
function newLeads(size: number): NewSubmission[] {
  return Array.from({ length: size }, () => {
    serial += 1;
    const parsed = parseSendEmailRequest(
      contactLead({ message: `Bench ${serial}` }, { userEmail: `ana.${serial}@empresa.es` }),
    );
    if (!parsed.ok) throw new Error("the bench's lead does not validate");
    return leadSubmission(parsed.value, null, "equipo@nivelia.es");
  });
}

/** Stores the leads in one turn of the event loop, so that they are one group commit. */
async function storeGroup(db: Database, leads: readonly NewSubmission[]): Promise<void> {
  await Promise.all(leads.map((lead) => storeSubmission(db, lead)));
}

/** CPU microseconds per lead over `LEADS` leads in groups of `size`, storing only. */
async function cpuPerLead(db: Database, size: number): Promise<number> {
  const groups = Array.from({ length: Math.max(1, Math.round(LEADS / size)) }, () => newLeads(size));
  const before = process.cpuUsage();
  for (const group of groups) await storeGroup(db, group);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / (groups.length * size);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "nivelia-bench-storage-"));
  const unprepared = await unpreparedPglite(join(dir, "unprepared"));
  const prepared = await openDatabase({ kind: "pglite", dataDir: join(dir, "prepared") });
  for (const db of [unprepared, prepared]) {
    await migrate(db);
    // Warm-up: the JIT, PGlite's caches, and the prepared statements.
    for (let group = 0; group < 100; group += 1) await storeGroup(db, newLeads(6));
  }
  const rows: string[][] = [];
  const preparedCells: { size: number; perLead: number }[] = [];
  for (const size of GROUPS) {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const query = await cpuPerLead(unprepared, size);
      const named = await cpuPerLead(prepared, size);
      preparedCells.push({ size, perLead: named });
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
  const line = groupCostLine(preparedCells);
  console.log(
    `\n${LEADS} leads per cell (BENCH_LEADS), each with its two e-mails' envelopes, on PGlite on disk; only storing is timed.`,
  );
  console.log(
    `Prepared, as the API stores: a group commit costs about ${Math.round(line.perGroup)} µs of CPU whatever its size, and each lead adds about ${Math.round(line.perLead)} µs (least squares through the cells above). No group, however large, stores a lead for less than that.`,
  );
}

await main();
