/**
 * Where `POST /v1/send-email` stores a lead before it answers.
 *
 * On a PostgreSQL server, and in the tests' in-memory PGlite, a lead is written to the database before the answer
 * (`directLeadStore`). On PGlite on disk, it goes to the lead journal first (`openLeadJournal`): an append-only file
 * of one JSON line per lead, written before the answer, and moved into the database in large groups when leads stop
 * arriving, when the oldest has waited `maxDelayMs`, or when `moveAt` of them wait. PGlite's group commit costs 716 µs
 * a group plus 85 µs a lead, all of it CPU; under a burst, 10 connections make groups of 10 and the commit, not the
 * request, is the limit. A line in the journal costs a few µs, and the move pays the commit once for a thousand leads,
 * after the burst. The journal is as durable as PGlite itself: a write reaches the kernel, so an acknowledged lead
 * survives the process being killed, not the machine stopping before the kernel writes it out (see
 * `storageDurabilityWarning`).
 *
 * What the database would check, the journal checks before it writes: the same idempotency key (in the leads not yet
 * moved, then in the database) and the same payload within DUPLICATE_WINDOW_SECONDS (every lead of the window is held
 * in memory, up to RECENT_CAPACITY; past that, the database is asked too, and the leads not moved yet are kept
 * apart). PGlite belongs to one process, so nothing else writes leads to it. A lead's id and its e-mails' ids are
 * chosen when it is journaled, so moving it twice (a crash after the move's commit and before its segment is deleted)
 * writes it once: the move skips ids already stored.
 * Every opener of the folder moves what a previous process left before it serves (`moveLeadJournal`).
 */
import { randomUUID } from "node:crypto";
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { type RepeatedFailureOptions, repeatedFailure, setUnrefTimer } from "../runtime/repeated-failure";
import type { Database, Queryable } from "./database";
import {
  appendRow,
  DUPLICATE_WINDOW_SECONDS,
  earlierSubmissions,
  type NewSubmission,
  payloadHash,
  type StoreOutcome,
  storeSubmission,
} from "./submissions";

/** Stores leads for the send-email route: in the database, or through the journal. */
export interface LeadStore {
  /** Stores a lead (or finds it a repeat): resolves once it is durable, with what the database would have said. */
  store(submission: NewSubmission): Promise<StoreOutcome>;
  /** E-mails of acknowledged leads that are not in the outbox table yet (the journal's, until they are moved). */
  waitingMessages(): number;
  /** Calls `listener` when e-mails of newly stored leads can be sent: after the write, or after the move. */
  onMailQueued(listener: () => void): void;
  /** Moves every lead acknowledged so far into the database now (the journal); rejects if the move fails. */
  flush(): Promise<void>;
  /** Stores what waits (the journal moves it all into the database); later stores fail. */
  close(): Promise<void>;
}

/** Each lead written to the database before its answer (a PostgreSQL server; PGlite in memory). */
export function directLeadStore(db: Database): LeadStore {
  const listeners: (() => void)[] = [];
  return {
    async store(submission) {
      const outcome = await storeSubmission(db, submission);
      if (outcome.kind === "stored" && submission.messages.length > 0)
        for (const listener of listeners) listener();
      return outcome;
    },
    waitingMessages: () => 0,
    onMailQueued: (listener) => listeners.push(listener),
    flush: async () => {},
    close: async () => {},
  };
}

/** One line of the journal: a lead with the ids and the time the database will store it with. */
interface JournalEntry {
  id: string;
  /** Milliseconds since the epoch: the lead's created_at, which the duplicate window counts from. */
  at: number;
  hash: string;
  /** One id per e-mail of `submission.messages`, in order. */
  mailIds: string[];
  submission: NewSubmission;
}

/** The journal of a PGlite folder: beside it, so that a copy of both (the CSV export's snapshot) keeps its leads. */
export function leadJournalDir(pgliteDataDir: string): string {
  return `${pgliteDataDir}-journal`;
}

const SEGMENT = /^leads-(\d{12})\.ndjson$/;
const segmentName = (sequence: number) => `leads-${String(sequence).padStart(12, "0")}.ndjson`;

function segments(dir: string): { sequence: number; path: string }[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const match = SEGMENT.exec(name);
      return match === null ? [] : [{ sequence: Number(match[1]), path: join(dir, name) }];
    })
    .sort((a, b) => a.sequence - b.sequence);
}

/**
 * Copies a journal folder that a running server may be appending to (the CSV export's snapshot): each segment up to
 * its last whole line. A line still being written belongs to a lead not acknowledged yet (the answer waits for the
 * whole write), so it is left out rather than copied half and reported as unreadable.
 */
export function copyLeadJournal(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const { path } of segments(from)) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      // Moved into the database and deleted since the listing: its leads are in the database, copied after this.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    writeFileSync(join(to, basename(path)), bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1));
  }
}

/** The leads moved by one statement: large enough to pay the commit once for many, small enough to be a short turn. */
export const MOVE_CHUNK = 500;

// Every lead of a chunk and its e-mails in one statement. A lead already stored (moved before a crash) is skipped,
// and so are its e-mails, by their ids: moving a segment twice stores it once and sends nothing twice. Not the group
// commit's INSERT_BATCH: there a conflict (another process's lead with the same key) must fail, not pass unstored.
const MOVE_LEADS = `with leads as (
    insert into submissions
      (id, form_type, form_data, user_email, copy_to_user, idempotency_key, payload_hash, is_bot, created_at)
    select id, form_type, form_data::json, user_email, copy_to_user, idempotency_key, payload_hash, is_bot, created_at
    from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[], $8::boolean[],
      $9::timestamptz[])
      as lead (id, form_type, form_data, user_email, copy_to_user, idempotency_key, payload_hash, is_bot, created_at)
    on conflict do nothing
    returning id
  )
  insert into outbox (id, submission_id, recipient, to_address, reply_to, subject)
  select mail.* from unnest($10::uuid[], $11::uuid[], $12::text[], $13::text[], $14::text[], $15::text[])
    as mail (id, submission_id, recipient, to_address, reply_to, subject)
  where mail.submission_id in (select id from leads)
  on conflict do nothing`;

async function moveChunk(db: Queryable, entries: readonly JournalEntry[]): Promise<void> {
  const leads: unknown[][] = Array.from({ length: 9 }, () => []);
  const mails: unknown[][] = Array.from({ length: 6 }, () => []);
  for (const { id, at, hash, mailIds, submission } of entries) {
    const { formType, formData, userEmail, copyToUser, idempotencyKey, isBot } = submission;
    appendRow(leads, [
      id,
      formType,
      JSON.stringify(formData),
      userEmail,
      copyToUser,
      idempotencyKey,
      hash,
      isBot,
      new Date(at).toISOString(),
    ]);
    for (const [index, { recipient, to, replyTo, subject }] of submission.messages.entries())
      appendRow(mails, [mailIds[index], id, recipient, to, replyTo, subject]);
  }
  await db.query(MOVE_LEADS, [...leads, ...mails]);
}

function isEntry(value: unknown): value is JournalEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Partial<JournalEntry>;
  return (
    typeof entry.id === "string" &&
    typeof entry.at === "number" &&
    typeof entry.hash === "string" &&
    Array.isArray(entry.mailIds) &&
    typeof entry.submission === "object" &&
    entry.submission !== null &&
    Array.isArray(entry.submission.messages) &&
    entry.submission.messages.length === entry.mailIds.length
  );
}

/**
 * A segment's leads. A line that does not parse can only be the last one, cut by a stop of the machine (or a full
 * disk) in the middle of its write: its lead was never acknowledged, since the answer waits for the whole write.
 */
async function readSegment(path: string): Promise<{ entries: JournalEntry[]; unreadable: number }> {
  const text = await readFile(path, "utf8");
  const entries: JournalEntry[] = [];
  let unreadable = 0;
  for (const line of text.split("\n")) {
    if (line === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      unreadable += 1;
      continue;
    }
    if (isEntry(value)) entries.push(value);
    else unreadable += 1;
  }
  return { entries, unreadable };
}

interface MoveLog {
  warn(details: object, message: string): void;
}

const mailCount = (entries: readonly JournalEntry[]) =>
  entries.reduce((sum, entry) => sum + entry.mailIds.length, 0);

/**
 * Moves one segment into the database in chunks, then deletes it; returns its leads and their e-mails. After each
 * chunk's commit, `moved` is told how many of the segment's leads and e-mails are not in the database yet.
 */
async function moveSegment(
  db: Queryable,
  path: string,
  log: MoveLog,
  moved: (leadsLeft: number, messagesLeft: number) => void = () => {},
) {
  const { entries, unreadable } = await readSegment(path);
  // Counts only: a line may hold a visitor's data.
  if (unreadable > 0) log.warn({ segment: path, unreadable }, "lead journal: unreadable lines skipped");
  let messagesLeft = mailCount(entries);
  for (let start = 0; start < entries.length; start += MOVE_CHUNK) {
    const chunk = entries.slice(start, start + MOVE_CHUNK);
    await moveChunk(db, chunk);
    messagesLeft -= mailCount(chunk);
    moved(entries.length - start - chunk.length, messagesLeft);
  }
  unlinkSync(path);
  return entries;
}

/**
 * Moves every segment of a journal folder into the database and deletes them; returns the number of leads read. For
 * whoever opens a PGlite folder when no server holds it (start-up, the CLI commands): nothing is appended meanwhile.
 */
export async function moveLeadJournal(db: Database, dir: string, log: MoveLog): Promise<number> {
  mkdirSync(dir, { recursive: true });
  let moved = 0;
  for (const { path } of segments(dir)) moved += (await moveSegment(db, path, log)).length;
  return moved;
}

/** Leads of the duplicate window held in memory at most; past it, the oldest go and the database is asked too. */
export const RECENT_CAPACITY = 200_000;

export interface LeadJournalOptions {
  db: Database;
  dir: string;
  log: MoveLog & RepeatedFailureOptions["log"];
  /** Moves once no lead has arrived for this long. */
  quietMs?: number;
  /** Moves once the oldest waiting lead has waited this long, even while leads keep arriving. */
  maxDelayMs?: number;
  /** Moves at once when this many leads wait. */
  moveAt?: number;
  /** After a failed move, tries again after this long. */
  retryMs?: number;
  /** While moves keep failing with the same error, it is logged at error again this often (see repeatedFailure). */
  reportMs?: number;
  recentCapacity?: number;
  /** Milliseconds since the epoch; tests pass a clock they move. */
  clock?: () => number;
  /** Runs `run` after `ms` and returns its cancel function; tests pass a timer that fires when they say. */
  setTimer?: (run: () => void, ms: number) => () => void;
}

export const LEAD_JOURNAL_DEFAULTS = {
  quietMs: 50,
  maxDelayMs: 10_000,
  moveAt: 50_000,
  retryMs: 5_000,
  reportMs: 5 * 60_000,
};

interface Waiting {
  submission: NewSubmission;
  hash: string;
  resolve: (outcome: StoreOutcome) => void;
  reject: (error: unknown) => void;
}

/** The segment leads are appended to: its file is created with its first line. */
interface Segment {
  sequence: number;
  path: string;
  fd: number | null;
  leads: number;
  messages: number;
}

/**
 * Writes all of `data` at the end of the file, or throws (a short write, from a full disk, is a failure). In the
 * calling thread: a group's few kilobytes reach the kernel's page cache in microseconds, less than handing the
 * write to libuv's thread pool and its completion back to the event loop cost.
 */
function appendAll(fd: number, data: Buffer): void {
  const written = writeSync(fd, data, 0, data.length, null);
  if (written !== data.length) throw new Error(`lead journal: wrote ${written} of ${data.length} bytes`);
}

/**
 * Opens the journal of a PGlite folder: moves what an earlier process left, learns the leads of the duplicate window
 * from the database, and returns the store. See the top of this file.
 */
export async function openLeadJournal(options: LeadJournalOptions): Promise<LeadStore> {
  const { db, dir, log } = options;
  const quietMs = options.quietMs ?? LEAD_JOURNAL_DEFAULTS.quietMs;
  const maxDelayMs = options.maxDelayMs ?? LEAD_JOURNAL_DEFAULTS.maxDelayMs;
  const moveAt = options.moveAt ?? LEAD_JOURNAL_DEFAULTS.moveAt;
  const retryMs = options.retryMs ?? LEAD_JOURNAL_DEFAULTS.retryMs;
  const recentCapacity = options.recentCapacity ?? RECENT_CAPACITY;
  const clock = options.clock ?? Date.now;
  const setTimer = options.setTimer ?? setUnrefTimer;
  // A database down for an hour fails a move every retryMs: logged once, with a reminder every reportMs, and the
  // first move that works again once.
  const moves = repeatedFailure({
    log,
    clock,
    reportMs: options.reportMs ?? LEAD_JOURNAL_DEFAULTS.reportMs,
    messages: {
      failed: "lead journal: move into the database failed; the leads stay in the journal",
      again: "lead journal: move into the database failed again",
      worked: "lead journal: moves into the database work again",
    },
  });
  const windowMs = DUPLICATE_WINDOW_SECONDS * 1000;

  const left = await moveLeadJournal(db, dir, log);
  if (left > 0) log.warn({ leads: left }, "lead journal: leads left by the last run moved into the database");
  const lastSequence = segments(dir).at(-1)?.sequence ?? 0;

  // The duplicate window: payload hash -> the latest lead with it, and the order they came in (to forget them).
  const recent = new Map<string, { id: string; at: number }>();
  const recentOrder: { hash: string; at: number }[] = [];
  let recentHead = 0;
  // Leads before this time may have been forgotten (capacity): the database is asked about payloads not in memory.
  let forgottenUntil = Number.NEGATIVE_INFINITY;
  const remember = (hash: string, id: string, at: number) => {
    recent.set(hash, { id, at });
    recentOrder.push({ hash, at });
  };
  const forget = (now: number) => {
    while (recentHead < recentOrder.length) {
      const oldest = recentOrder[recentHead] as { hash: string; at: number };
      const expired = oldest.at <= now - windowMs;
      if (!expired && recentOrder.length - recentHead <= recentCapacity) break;
      if (!expired) forgottenUntil = Math.max(forgottenUntil, oldest.at);
      if (recent.get(oldest.hash)?.at === oldest.at) recent.delete(oldest.hash);
      recentHead += 1;
    }
    if (recentHead > 4096 && recentHead * 2 > recentOrder.length) {
      recentOrder.splice(0, recentHead);
      recentHead = 0;
    }
  };
  // The window by the journal's clock, which dates its leads: the database's own clock may differ (a test's clock
  // always does).
  const seeded = await db.query<{ id: string; payload_hash: string; at: number }>(
    `select id, payload_hash, (extract(epoch from created_at) * 1000)::float8 as at from submissions
     where created_at > $1::timestamptz order by created_at`,
    [new Date(clock() - windowMs).toISOString()],
  );
  for (const row of seeded) remember(row.payload_hash, row.id, Number(row.at));
  forget(clock());

  // Idempotency keys and payloads of the leads not moved yet; once moved, the database answers for them. The
  // payloads are kept apart from the window's memory, which may forget a lead (capacity) before it is moved.
  const unmovedKeys = new Map<string, { id: string; hash: string }>();
  const unmovedHashes = new Map<string, { id: string; at: number }>();
  const listeners: (() => void)[] = [];
  let current: Segment = {
    sequence: lastSequence + 1,
    path: join(dir, segmentName(lastSequence + 1)),
    fd: null,
    leads: 0,
    messages: 0,
  };
  // Closed segments waiting to be moved, oldest first.
  const sealed: Segment[] = [];
  // What waits to be moved: the current segment's leads and the closed ones'.
  const waitingCount = (field: "leads" | "messages") =>
    sealed.reduce((sum, segment) => sum + segment[field], current[field]);
  let oldestWaitingAt: number | null = null;
  let waiting: Waiting[] = [];
  let writing: Promise<void> | null = null;
  let moving: Promise<void> | null = null;
  let closed = false;
  let cancelQuiet: (() => void) | null = null;
  let cancelDeadline: (() => void) | null = null;

  const cancelTimers = () => {
    cancelQuiet?.();
    cancelQuiet = null;
    cancelDeadline?.();
    cancelDeadline = null;
  };

  /** Closes the current segment (if it has leads) and starts the next: the move takes closed segments only. */
  const seal = () => {
    if (current.fd === null) return;
    closeSync(current.fd);
    current.fd = null;
    sealed.push(current);
    const sequence = current.sequence + 1;
    current = { sequence, path: join(dir, segmentName(sequence)), fd: null, leads: 0, messages: 0 };
  };

  async function moveSealed(): Promise<void> {
    while (sealed.length > 0) {
      const segment = sealed[0] as Segment;
      // What waits is what is not in the database yet: a chunk's e-mails, once committed, are counted by the
      // outbox table, not twice (in the table and in the segment) until the whole segment is moved.
      const entries = await moveSegment(db, segment.path, log, (leadsLeft, messagesLeft) => {
        segment.leads = leadsLeft;
        segment.messages = messagesLeft;
      });
      sealed.shift();
      for (const { id, hash, submission } of entries) {
        const key = submission.idempotencyKey;
        if (key !== null && unmovedKeys.get(key)?.id === id) unmovedKeys.delete(key);
        if (unmovedHashes.get(hash)?.id === id) unmovedHashes.delete(hash);
      }
      if (mailCount(entries) > 0) for (const listener of listeners) listener();
    }
  }

  /** Moves every lead written so far; one move at a time. */
  function move(): Promise<void> {
    if (moving !== null) return moving;
    cancelTimers();
    const run = async () => {
      // A group's lines are appended in one synchronous call (appendEntries): the closed segment has all its lines.
      seal();
      oldestWaitingAt = null;
      try {
        await moveSealed();
        moves.worked();
      } catch (error) {
        moves.failed(error);
        if (!closed) {
          cancelDeadline?.();
          cancelDeadline = setTimer(() => void move(), retryMs);
        }
        throw error;
      } finally {
        moving = null;
      }
      schedule();
    };
    moving = run();
    // A failure is logged above; a caller that waits for the move (flush) sees it.
    moving.catch(() => {});
    return moving;
  }

  /** After a write: move now, when leads stop coming, or when the oldest has waited long enough. */
  function schedule(): void {
    if (closed || moving !== null) return;
    const waitingLeads = waitingCount("leads");
    if (waitingLeads === 0) return;
    if (waitingLeads >= moveAt) {
      void move();
      return;
    }
    cancelQuiet?.();
    cancelQuiet = setTimer(() => void move(), quietMs);
    if (cancelDeadline === null) {
      const since = oldestWaitingAt ?? clock();
      cancelDeadline = setTimer(() => void move(), Math.max(0, since + maxDelayMs - clock()));
    }
  }

  /** Appends a group's stored leads as one write, then counts them as waiting to be moved. */
  function appendEntries(entries: readonly JournalEntry[], lines: readonly string[]): void {
    try {
      current.fd ??= openSync(current.path, "a");
      appendAll(current.fd, Buffer.from(`${lines.join("\n")}\n`, "utf8"));
    } catch (error) {
      // The segment may end with part of a line: later lines go to a new one (a cut line is skipped when moved).
      seal();
      // A full disk or a lost folder: the storage is unavailable (503 with Retry-After), not the request wrong.
      throw new Error("the lead journal could not be written", { cause: error });
    }
    for (const entry of entries) {
      remember(entry.hash, entry.id, entry.at);
      unmovedHashes.set(entry.hash, { id: entry.id, at: entry.at });
      const key = entry.submission.idempotencyKey;
      if (key !== null) unmovedKeys.set(key, { id: entry.id, hash: entry.hash });
    }
    if (waitingCount("leads") === 0) oldestWaitingAt = entries[0]?.at ?? clock();
    current.leads += entries.length;
    current.messages += mailCount(entries);
  }

  async function writeGroup(group: Waiting[]): Promise<void> {
    const now = clock();
    forget(now);
    const inWindow = (at: number) => at > now - windowMs;
    // What the database must answer: keys of leads already moved, and payloads the memory may have forgotten.
    const keys = group.flatMap(({ submission }) => {
      const key = submission.idempotencyKey;
      return key !== null && !unmovedKeys.has(key) ? [key] : [];
    });
    const hashes = forgottenUntil > now - windowMs ? group.map(({ hash }) => hash) : [];
    const { byKey, byHash } = await earlierSubmissions(db, keys, hashes, now - windowMs);
    const lines: string[] = [];
    const entries: JournalEntry[] = [];
    const outcomes = group.map(({ submission, hash }): StoreOutcome => {
      const key = submission.idempotencyKey;
      const sameKey = key === null ? undefined : (byKey.get(key) ?? unmovedKeys.get(key));
      if (sameKey !== undefined)
        return { kind: sameKey.hash === hash ? "duplicate" : "key-reused", id: sameKey.id };
      const remembered = recent.get(hash) ?? unmovedHashes.get(hash);
      const samePayload =
        remembered !== undefined && inWindow(remembered.at) ? remembered.id : byHash.get(hash);
      if (samePayload !== undefined) return { kind: "duplicate", id: samePayload };
      const entry: JournalEntry = {
        id: randomUUID(),
        at: now,
        hash,
        mailIds: submission.messages.map(() => randomUUID()),
        submission,
      };
      entries.push(entry);
      lines.push(JSON.stringify(entry));
      // Seen by the rest of this group. These maps are the group's own: a failed write leaves nothing remembered.
      byHash.set(hash, entry.id);
      if (key !== null) byKey.set(key, { id: entry.id, hash });
      return { kind: "stored", id: entry.id };
    });
    if (entries.length > 0) appendEntries(entries, lines);
    // The move is planned before anyone hears back, so that a caller that then waits for it finds it planned.
    schedule();
    // Answered only now that every stored lead is written.
    for (const [index, entry] of group.entries()) entry.resolve(outcomes[index] as StoreOutcome);
  }

  async function writeGroups(): Promise<void> {
    for (;;) {
      // One turn of the event loop: the requests waiting in their sockets join this group.
      await new Promise<void>((resume) => setImmediate(resume));
      if (waiting.length === 0) return;
      const group = waiting;
      waiting = [];
      try {
        await writeGroup(group);
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
  }

  return {
    store(submission) {
      if (closed)
        return Promise.reject(new Error("PGlite is closed: the lead journal no longer takes leads"));
      const hash = payloadHash(submission);
      return new Promise<StoreOutcome>((resolve, reject) => {
        waiting.push({ submission, hash, resolve, reject });
        writing ??= writeGroups().finally(() => {
          writing = null;
        });
      });
    },
    waitingMessages: () => waitingCount("messages"),
    onMailQueued: (listener) => listeners.push(listener),
    async flush() {
      while (writing !== null) await writing;
      await moving?.catch(() => {});
      await move();
    },
    async close() {
      closed = true;
      cancelTimers();
      while (writing !== null) await writing;
      // A failed move is logged, and its leads stay in the journal for the next start: closing goes on.
      await moving?.catch(() => {});
      await move().catch(() => {});
      if (current.fd !== null) closeSync(current.fd);
    },
  };
}
