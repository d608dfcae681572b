import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isStorageUnavailable } from "../plugins/error-handler";
import { signal } from "../test/signal";
import { openTestDatabase } from "../test/test-database";
import type { Database } from "./database";
import {
  copyLeadJournal,
  type LeadJournalOptions,
  type LeadStore,
  MOVE_CHUNK,
  moveLeadJournal,
  openLeadJournal,
} from "./lead-journal";
import { migrate } from "./migrate";
import { DUPLICATE_WINDOW_SECONDS, type NewSubmission } from "./submissions";

/** Timers that fire only when the test says, each with the delay it asked for. */
function manualTimers() {
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  return {
    set: (run: () => void, ms: number) => {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    /** Fires the live timers set with this delay; returns how many. */
    fire(ms: number): number {
      const due = timers.filter((timer) => !timer.cancelled && timer.ms === ms);
      for (const timer of due) {
        timer.cancelled = true;
        timer.run();
      }
      return due.length;
    },
    live: () => timers.filter((timer) => !timer.cancelled).map((timer) => timer.ms),
  };
}

function lead(message: string, extra: Partial<NewSubmission> = {}): NewSubmission {
  return {
    formType: "contactHome",
    formData: { name: "Ana López", message },
    userEmail: "ana@empresa.es",
    copyToUser: true,
    isBot: false,
    idempotencyKey: null,
    messages: [
      { recipient: "team", to: "leads@example.test", replyTo: "ana@empresa.es", subject: `Lead ${message}` },
      { recipient: "visitor", to: "ana@empresa.es", replyTo: null, subject: "Gracias" },
    ],
    ...extra,
  };
}

const warnings: string[] = [];
const log = {
  warn: (_details: object, message: string) => warnings.push(message),
  error: (_details: object, message: string) => warnings.push(message),
  debug: () => {},
  info: () => {},
};

let opened: { db: Database; journals: LeadStore[] }[] = [];

async function setUp(options: Partial<LeadJournalOptions> = {}) {
  const db = await openTestDatabase();
  await migrate(db);
  const dir = mkdtempSync(join(tmpdir(), "nivelia-journal-"));
  const timers = manualTimers();
  let now = Date.parse("2026-11-27T10:00:00Z");
  const clock = () => now;
  const journals: LeadStore[] = [];
  opened.push({ db, journals });
  const open = async (more: Partial<LeadJournalOptions> = {}) => {
    const journal = await openLeadJournal({
      db,
      dir,
      log,
      clock,
      setTimer: timers.set,
      ...options,
      ...more,
    });
    journals.push(journal);
    return journal;
  };
  /** Resolves when the journal says e-mails reached the outbox table: after a move. */
  const moved = (journal: LeadStore) => new Promise<void>((resolve) => journal.onMailQueued(resolve));
  const count = async (table: "submissions" | "outbox") =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;
  const segmentFiles = () => readdirSync(dir).filter((name) => name.endsWith(".ndjson"));
  return {
    db,
    dir,
    timers,
    open,
    moved,
    count,
    segmentFiles,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

afterEach(async () => {
  for (const { db, journals } of opened) {
    for (const journal of journals) await journal.close();
    await db.close();
  }
  opened = [];
  warnings.length = 0;
});

describe("the lead journal", { timeout: 60_000 }, () => {
  it("acknowledges a lead once its line is written, and moves it into the database when leads stop coming", async () => {
    const { db, timers, open, moved, count, segmentFiles } = await setUp();
    const journal = await open();
    const outcome = await journal.store(lead("uno"));
    expect(outcome.kind).toBe("stored");
    // Written, not moved: the answer did not wait for the database.
    expect(await count("submissions")).toBe(0);
    expect(segmentFiles()).toHaveLength(1);
    expect(journal.waitingMessages()).toBe(2);
    // The quiet timer (no lead for 50 ms) and the oldest lead's deadline (10 s).
    expect(timers.live().sort((a, b) => a - b)).toEqual([50, 10_000]);

    const done = moved(journal);
    expect(timers.fire(50)).toBe(1);
    await done;
    const [row] = await db.query<{ id: string; message: string; created_at: Date }>(
      "select id, form_data->>'message' as message, created_at from submissions",
    );
    expect(row).toEqual({
      id: outcome.id,
      message: "uno",
      created_at: new Date("2026-11-27T10:00:00Z"),
    });
    const mails = await db.query<{ recipient: string; subject: string }>(
      "select recipient, subject from outbox where submission_id = $1 order by recipient",
      [outcome.id],
    );
    expect(mails).toEqual([
      { recipient: "team", subject: "Lead uno" },
      { recipient: "visitor", subject: "Gracias" },
    ]);
    expect(journal.waitingMessages()).toBe(0);
    expect(segmentFiles()).toEqual([]);
    // Nothing waits, so no timer is left.
    expect(timers.live()).toEqual([]);
  });

  it("counts a moved chunk's e-mails once, in the outbox table, while the rest of its segment is still moving", async () => {
    const { db, timers, open, moved, count } = await setUp();
    const leads = 2 * MOVE_CHUNK + 200;
    // What /v1/ready adds up, read before each chunk's statement: the earlier chunks are committed by then.
    const seen: number[] = [];
    let journal: LeadStore | null = null;
    const watched = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== "query") return Reflect.get(target, property, receiver);
        return async (sql: string, params?: readonly unknown[]) => {
          if (sql.includes("on conflict do nothing") && journal !== null)
            seen.push(journal.waitingMessages() + ((await count("outbox")) ?? 0));
          return target.query(sql, params);
        };
      },
    });
    journal = await open({ db: watched });
    for (let start = 0; start < leads; start += 100)
      await Promise.all(Array.from({ length: 100 }, (_, i) => journal?.store(lead(`n.º ${start + i}`))));
    expect(journal.waitingMessages()).toBe(2 * leads);

    const done = moved(journal);
    timers.fire(50);
    await done;
    // Three chunks, and never an e-mail counted twice (before, the second chunk saw 2 × 500 more).
    expect(seen).toEqual([2 * leads, 2 * leads, 2 * leads]);
    expect(await count("outbox")).toBe(2 * leads);
    expect(journal.waitingMessages()).toBe(0);
  });

  it("moves while leads keep coming once the oldest has waited maxDelayMs, and at once past moveAt", async () => {
    const { open, moved, count, timers } = await setUp({ moveAt: 3 });
    const journal = await open();
    await journal.store(lead("1"));
    await journal.store(lead("2"));
    // Each group resets the quiet timer; the deadline stays the first lead's.
    expect(timers.live().sort((a, b) => a - b)).toEqual([50, 10_000]);
    let done = moved(journal);
    expect(timers.fire(10_000)).toBe(1);
    await done;
    expect(await count("submissions")).toBe(2);

    done = moved(journal);
    await Promise.all([journal.store(lead("3")), journal.store(lead("4")), journal.store(lead("5"))]);
    // Three wait: moveAt, no timer needed.
    await done;
    expect(await count("submissions")).toBe(5);
    expect(await count("outbox")).toBe(10);
  });

  it("answers repeats as the database would: same payload in the window, same key, a reused key", async () => {
    const { open, advance, moved, timers } = await setUp();
    const journal = await open();
    const first = await journal.store(lead("hola"));
    // A double click, before and after the lead is moved.
    expect(await journal.store(lead("hola"))).toEqual({ kind: "duplicate", id: first.id });
    const done = moved(journal);
    timers.fire(50);
    await done;
    expect(await journal.store(lead("hola"))).toEqual({ kind: "duplicate", id: first.id });
    // Past the window, the same payload is a new lead.
    advance(DUPLICATE_WINDOW_SECONDS * 1000 + 1);
    const later = await journal.store(lead("hola"));
    expect(later.kind).toBe("stored");
    expect(later.id).not.toBe(first.id);

    const keyed = await journal.store(lead("con clave", { idempotencyKey: "clave-1" }));
    expect(keyed.kind).toBe("stored");
    expect(await journal.store(lead("con clave", { idempotencyKey: "clave-1" }))).toEqual({
      kind: "duplicate",
      id: keyed.id,
    });
    expect(await journal.store(lead("otro texto", { idempotencyKey: "clave-1" }))).toEqual({
      kind: "key-reused",
      id: keyed.id,
    });
    // In one group, the second of two identical leads is the first's repeat.
    const [a, b] = await Promise.all([journal.store(lead("par")), journal.store(lead("par"))]);
    expect(a?.kind).toBe("stored");
    expect(b).toEqual({ kind: "duplicate", id: a?.id });
  });

  it("finds a key in the database once its lead is moved, and learns the window from the database at start", async () => {
    const { open, moved, timers } = await setUp();
    const journal = await open();
    const keyed = await journal.store(lead("uno", { idempotencyKey: "clave-2" }));
    const plain = await journal.store(lead("dos"));
    const done = moved(journal);
    timers.fire(50);
    await done;
    expect(await journal.store(lead("uno", { idempotencyKey: "clave-2" }))).toEqual({
      kind: "duplicate",
      id: keyed.id,
    });
    await journal.close();
    // A new process: nothing in memory, all in the database.
    const next = await open();
    expect(await next.store(lead("dos"))).toEqual({ kind: "duplicate", id: plain.id });
    expect(await next.store(lead("otro", { idempotencyKey: "clave-2" }))).toEqual({
      kind: "key-reused",
      id: keyed.id,
    });
  });

  it("asks the database about payloads once the window's leads outgrow the memory", async () => {
    const { open, moved, timers } = await setUp({ recentCapacity: 2 });
    const journal = await open();
    const first = await journal.store(lead("a"));
    const done = moved(journal);
    timers.fire(50);
    await done;
    await journal.store(lead("b"));
    await journal.store(lead("c"));
    // "a" was forgotten to keep two in memory; the database still has it within the window.
    expect(await journal.store(lead("a"))).toEqual({ kind: "duplicate", id: first.id });
  });

  it("finds a forgotten payload among the leads not moved yet, where the database cannot", async () => {
    const { open } = await setUp({ recentCapacity: 1 });
    const journal = await open();
    const first = await journal.store(lead("a"));
    await journal.store(lead("b"));
    // "a" left the window's memory for "b", and is in neither the memory nor the database: only in the journal.
    expect(await journal.store(lead("a"))).toEqual({ kind: "duplicate", id: first.id });
  });

  it("a new opener moves what a killed process left, once, and skips a line cut by a stop of the machine", async () => {
    const { db, dir, open, moved, count, timers, segmentFiles } = await setUp();
    const journal = await open();
    const ids = [];
    for (const message of ["1", "2", "3"]) ids.push((await journal.store(lead(message))).id);
    const [segment] = segmentFiles();
    if (segment === undefined) throw new Error("no segment written");
    const copy = join(dir, "copy");
    copyFileSync(join(dir, segment), copy);
    // Moved, then put back as if the process had died after the move's commit and before deleting the segment.
    const done = moved(journal);
    timers.fire(50);
    await done;
    copyFileSync(copy, join(dir, segment));
    rmSync(copy);
    // A later lead, acknowledged and not moved when the process is killed, and a half-written line after it.
    const last = await journal.store(lead("4"));
    ids.push(last.id);
    const [, open2] = segmentFiles();
    if (open2 === undefined) throw new Error("no second segment");
    appendFileSync(join(dir, open2), '{"id":"cut');
    expect(readFileSync(join(dir, open2), "utf8").split("\n")).toHaveLength(2);

    // The killed process never closes its journal: a new opener of the same folder and database.
    const next = await open();
    const stored = await db.query<{ id: string }>("select id from submissions order by created_at, id");
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(await count("outbox")).toBe(8);
    expect(warnings).toContain("lead journal: unreadable lines skipped");
    expect(warnings).toContain("lead journal: leads left by the last run moved into the database");
    expect(segmentFiles()).toEqual([]);
    expect(next.waitingMessages()).toBe(0);
  });

  it("copyLeadJournal copies a journal being written up to each segment's last whole line", async () => {
    const { dir, open, segmentFiles } = await setUp();
    const journal = await open();
    const ids = [(await journal.store(lead("1"))).id, (await journal.store(lead("2"))).id];
    const [segment] = segmentFiles();
    if (segment === undefined) throw new Error("no segment written");
    // The server in the middle of writing a third lead's line when the copy is made.
    appendFileSync(join(dir, segment), '{"id":"half-writ');
    const copy = mkdtempSync(join(tmpdir(), "nivelia-journal-copy-"));
    copyLeadJournal(dir, join(copy, "journal"));

    const other = await openTestDatabase();
    await migrate(other);
    try {
      expect(await moveLeadJournal(other, join(copy, "journal"), log)).toBe(2);
      const stored = await other.query<{ id: string }>("select id from submissions");
      expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
      // Nothing was cut in the copy, so nothing is reported unreadable.
      expect(warnings).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("moveLeadJournal, for the CLI, moves a folder's segments and is a no-op on an empty one", async () => {
    const { db, dir, open } = await setUp();
    const journal = await open();
    await journal.store(lead("1"));
    expect(await moveLeadJournal(db, dir, log)).toBe(1);
    expect(await moveLeadJournal(db, dir, log)).toBe(0);
    expect((await db.query("select id from submissions")).length).toBe(1);
  });

  it("keeps the leads when a move fails, and moves them when it tries again", async () => {
    const { db, open, moved, count, timers } = await setUp({ retryMs: 5_000 });
    let failNext = true;
    const flaky: Database = {
      ...db,
      query: (sql, params) => {
        if (failNext && sql.includes("insert into submissions")) {
          failNext = false;
          return Promise.reject(new Error("Connection terminated"));
        }
        return db.query(sql, params);
      },
    };
    const { fired: failure, fire: failed } = signal();
    const journal = await open({
      db: flaky,
      log: {
        ...log,
        error: (_details, message) => {
          warnings.push(message);
          failed();
        },
      },
    });
    const outcome = await journal.store(lead("1"));
    timers.fire(50);
    await failure;
    expect(warnings).toContain("lead journal: move into the database failed; the leads stay in the journal");
    expect(await count("submissions")).toBe(0);
    expect(journal.waitingMessages()).toBe(2);
    const done = moved(journal);
    expect(timers.fire(5_000)).toBe(1);
    await done;
    expect((await db.query<{ id: string }>("select id from submissions"))[0]?.id).toBe(outcome.id);
    expect(journal.waitingMessages()).toBe(0);
  });

  it("logs a database outage once, a reminder every reportMs, the repeats at debug and the recovery once", async () => {
    const { db, open, moved, count, timers, advance } = await setUp({ retryMs: 5_000, reportMs: 300_000 });
    let down = true;
    const flaky: Database = {
      ...db,
      query: (sql, params) =>
        down && sql.includes("insert into submissions")
          ? Promise.reject(Object.assign(new Error("Connection terminated"), { code: "ECONNRESET" }))
          : db.query(sql, params),
    };
    const lines: { level: string; msg: string; failures?: number }[] = [];
    let line = signal();
    const capture =
      (level: string) =>
      (details: object, msg: string): void => {
        lines.push({ level, msg, failures: (details as { failures?: number }).failures });
        line.fire();
      };
    const journal = await open({
      db: flaky,
      log: { warn: capture("warn"), error: capture("error"), debug: capture("debug"), info: capture("info") },
    });
    const outcome = await journal.store(lead("1"));
    line = signal();
    timers.fire(50);
    await line.fired;
    // A move every 5 s for three more tries, then one after the reminder is due.
    for (const wait of [5_000, 5_000, 5_000, 300_000]) {
      advance(wait);
      line = signal();
      expect(timers.fire(5_000)).toBe(1);
      await line.fired;
    }
    down = false;
    const done = moved(journal);
    line = signal();
    advance(5_000);
    expect(timers.fire(5_000)).toBe(1);
    await Promise.all([done, line.fired]);
    expect(lines).toEqual([
      {
        level: "error",
        msg: "lead journal: move into the database failed; the leads stay in the journal",
        failures: 1,
      },
      { level: "debug", msg: "lead journal: move into the database failed again", failures: 2 },
      { level: "debug", msg: "lead journal: move into the database failed again", failures: 3 },
      { level: "debug", msg: "lead journal: move into the database failed again", failures: 4 },
      {
        level: "error",
        msg: "lead journal: move into the database failed; the leads stay in the journal",
        failures: 5,
      },
      { level: "info", msg: "lead journal: moves into the database work again", failures: 5 },
    ]);
    expect((await db.query<{ id: string }>("select id from submissions"))[0]?.id).toBe(outcome.id);
    expect(await count("outbox")).toBe(2);
  });

  it("a write that fails stores nothing and forgets the lead, so its retry is stored", async () => {
    const { dir, open } = await setUp();
    const journal = await open();
    rmSync(dir, { recursive: true });
    const refused = await journal.store(lead("1")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(isStorageUnavailable(refused)).toBe(true);
    expect(((refused as Error).cause as { code?: string }).code).toBe("ENOENT");
    // Recreated (the folder is back): the same lead is a new lead, not the repeat of one never written.
    mkdirSync(dir);
    expect((await journal.store(lead("1"))).kind).toBe("stored");
  });

  it("close moves everything and refuses later leads", async () => {
    const { open, count } = await setUp();
    const journal = await open();
    await Promise.all([journal.store(lead("1")), journal.store(lead("2"))]);
    await journal.close();
    expect(await count("submissions")).toBe(2);
    await expect(journal.store(lead("3"))).rejects.toThrow("PGlite is closed");
  });
});
