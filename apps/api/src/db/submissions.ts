import { hash as hashOf, randomUUID } from "node:crypto";
import type { Database, Queryable } from "./database";

/** One e-mail rendered whole, stored with its body (a paid order's confirmation). */
export interface OutboxMessage {
  recipient: "team" | "visitor" | "buyer";
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

/**
 * What a submission's outbox row stores of each of its e-mails: the envelope. The body is rendered from the stored
 * submission when the e-mail is sent (`leadBody`), so a lead's data is stored once, not three times.
 */
export type MailEnvelope = Pick<OutboxMessage, "recipient" | "to" | "replyTo" | "subject">;

export interface NewSubmission {
  formType: string;
  formData: Record<string, unknown>;
  userEmail: string;
  copyToUser: boolean;
  isBot: boolean;
  idempotencyKey: string | null;
  messages: readonly MailEnvelope[];
}

export type StoreOutcome =
  | { kind: "stored"; id: string }
  | { kind: "duplicate"; id: string }
  | { kind: "key-reused"; id: string };

/** How long an identical payload is treated as a double click rather than a new lead. */
export const DUPLICATE_WINDOW_SECONDS = 60;

/**
 * JSON with object keys sorted, so the same data always hashes the same. Its output is part of the stored hashes
 * (a double click after a deploy must still match), so it must not change; submissions.test.ts pins it.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let json = "[";
    for (let index = 0; index < value.length; index++)
      json += `${index === 0 ? "" : ","}${canonicalJson(value[index])}`;
    return `${json}]`;
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    // Sorted by UTF-16 code units, as a < b compares.
    const keys = Object.keys(record).sort();
    let json = "{";
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index] as string;
      json += `${index === 0 ? "" : ","}${JSON.stringify(key)}:${canonicalJson(record[key])}`;
    }
    return `${json}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Identity of a submission's content: form type, form data and the visitor's address. */
export function payloadHash(submission: Pick<NewSubmission, "formType" | "formData" | "userEmail">): string {
  // The one-shot hash: a Hash object, its update and digest cost more than the hashing of a lead's few hundred bytes.
  return hashOf(
    "sha256",
    canonicalJson([submission.formType, submission.formData, submission.userEmail.toLowerCase()]),
  );
}

/** A submission waiting to be written, with its payload's hash (see payloadHash). */
export interface PendingSubmission {
  submission: NewSubmission;
  hash: string;
}

/** Stored submissions that new leads could repeat: by idempotency key (id and payload hash), and by payload hash. */
export interface EarlierSubmissions {
  byKey: Map<string, { id: string; hash: string }>;
  byHash: Map<string, string>;
}

/**
 * The submissions already stored that leads could repeat: those with one of the idempotency keys, and the latest with
 * each payload hash within the duplicate window. The maps are the caller's to extend with the leads it adds.
 *
 * The window starts at `windowStart` (milliseconds since the epoch) when the caller dates its leads by its own clock,
 * as the lead journal does; else the database's clock dates them (`created_at`'s default) and measures the window.
 */
export async function earlierSubmissions(
  tx: Queryable,
  keys: readonly string[],
  hashes: readonly string[],
  windowStart?: number,
): Promise<EarlierSubmissions> {
  const earlier: EarlierSubmissions = { byKey: new Map(), byHash: new Map() };
  if (keys.length === 0 && hashes.length === 0) return earlier;
  const rows = await tx.query<{
    id: string;
    payload_hash: string;
    idempotency_key: string | null;
    by_key: boolean;
  }>(
    `select id, payload_hash, idempotency_key, true as by_key from submissions where idempotency_key = any($1::text[])
     union all
     (select distinct on (payload_hash) id, payload_hash, idempotency_key, false as by_key from submissions
      where payload_hash = any($2::text[])
        and created_at > coalesce($3::timestamptz, now() - make_interval(secs => $4))
      order by payload_hash, created_at desc)`,
    [
      keys,
      hashes,
      windowStart === undefined ? null : new Date(windowStart).toISOString(),
      DUPLICATE_WINDOW_SECONDS,
    ],
  );
  for (const row of rows) {
    if (row.by_key && row.idempotency_key !== null)
      earlier.byKey.set(row.idempotency_key, { id: row.id, hash: row.payload_hash });
    else earlier.byHash.set(row.payload_hash, row.id);
  }
  return earlier;
}

/** Adds a row to column arrays (one array per column, for unnest). */
export function appendRow(columns: unknown[][], row: readonly unknown[]): void {
  for (const [index, value] of row.entries()) columns[index]?.push(value);
}

// Every lead of a batch and all their e-mails in one statement of fixed text (one plan, one prepared statement),
// whatever the batch's size; each e-mail row names its lead's id.
const INSERT_BATCH = `with leads as (
    insert into submissions (id, form_type, form_data, user_email, copy_to_user, idempotency_key, payload_hash, is_bot)
    select id, form_type, form_data::json, user_email, copy_to_user, idempotency_key, payload_hash, is_bot
    from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[], $7::text[], $8::boolean[])
      as lead (id, form_type, form_data, user_email, copy_to_user, idempotency_key, payload_hash, is_bot)
  )
  insert into outbox (id, submission_id, recipient, to_address, reply_to, subject)
  select * from unnest($9::uuid[], $10::uuid[], $11::text[], $12::text[], $13::text[], $14::text[])`;

/**
 * Writes a batch of submissions and their outbox rows inside the caller's transaction, in a fixed number of
 * statements whatever its size. A submission whose idempotency key, or whose payload within the last minute, is
 * already stored (before the batch, or earlier in it) is not written: its outcome names the earlier id. The outcomes
 * are in the batch's order.
 */
export async function writeSubmissions(
  tx: Queryable,
  batch: readonly PendingSubmission[],
): Promise<StoreOutcome[]> {
  const keys = batch.flatMap(({ submission }) =>
    submission.idempotencyKey === null ? [] : [submission.idempotencyKey],
  );
  const { byKey, byHash } = await earlierSubmissions(
    tx,
    keys,
    batch.map(({ hash }) => hash),
  );
  const leads: unknown[][] = Array.from({ length: 8 }, () => []);
  const mails: unknown[][] = Array.from({ length: 6 }, () => []);
  // Decided in the batch's order, so a later repeat of an earlier submission of the same batch finds it.
  const decide = ({ submission, hash }: PendingSubmission): StoreOutcome => {
    const key = submission.idempotencyKey;
    const sameKey = key === null ? undefined : byKey.get(key);
    if (sameKey !== undefined)
      return { kind: sameKey.hash === hash ? "duplicate" : "key-reused", id: sameKey.id };
    const samePayload = byHash.get(hash);
    if (samePayload !== undefined) return { kind: "duplicate", id: samePayload };
    const id = randomUUID();
    if (key !== null) byKey.set(key, { id, hash });
    byHash.set(hash, id);
    const { formType, formData, userEmail, copyToUser, isBot } = submission;
    const lead = [id, formType, JSON.stringify(formData), userEmail, copyToUser, key, hash, isBot];
    appendRow(leads, lead);
    for (const { recipient, to, replyTo, subject } of submission.messages) {
      const mail = [randomUUID(), id, recipient, to, replyTo, subject];
      appendRow(mails, mail);
    }
    return { kind: "stored", id };
  };
  const outcomes = batch.map(decide);
  if (outcomes.some((outcome) => outcome.kind === "stored"))
    await tx.query(INSERT_BATCH, [...leads, ...mails]);
  return outcomes;
}

/** Writes one submission (see writeSubmissions) and returns its outcome. */
async function writeSubmission(tx: Queryable, pending: PendingSubmission): Promise<StoreOutcome> {
  const [outcome] = await writeSubmissions(tx, [pending]);
  if (outcome === undefined) throw new Error("writeSubmissions returned no outcome for the submission");
  return outcome;
}

/** The most submissions one group commit writes in its transaction. */
export const GROUP_COMMIT_MAX = 32;

interface Waiting extends PendingSubmission {
  resolve: (outcome: StoreOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for PGlite, whose one connection runs one transaction at a time anyway: the submissions read in one
 * turn of the event loop, or while a transaction runs, are written together by the next transaction, in the same
 * statements whatever their number (see writeSubmissions). A burst pays for one BEGIN, COMMIT and write-ahead log
 * flush per group instead of per lead. Each caller's promise settles only after its group has committed, so an
 * acknowledged lead is stored. There is no timer: a lone submission waits one turn of the event loop. When a group
 * fails, each of its submissions is retried in a transaction of its own, so one bad lead fails alone.
 */
function groupCommitter(db: Database): (submission: NewSubmission, hash: string) => Promise<StoreOutcome> {
  let waiting: Waiting[] = [];
  let writing = false;

  const settle = (entry: Waiting, outcome: StoreOutcome | undefined) => {
    if (outcome === undefined)
      entry.reject(new Error("the group commit returned no outcome for a submission"));
    else entry.resolve(outcome);
  };
  // Only the data: a group may cross to PGlite's thread, where functions cannot go.
  const write = (group: readonly Waiting[]) =>
    db.writeSubmissionGroup(group.map(({ submission, hash }) => ({ submission, hash })));
  // A group of one: on disk, one message to PGlite's thread like any group, not one per statement.
  const writeAlone = (entry: Waiting) =>
    write([entry]).then(([outcome]) => settle(entry, outcome), entry.reject);

  async function writeGroups(): Promise<void> {
    try {
      for (;;) {
        // One turn of the event loop reads the requests waiting in their sockets, and they join this group instead of
        // each making its own (on PGlite in memory, each statement also runs on this thread, and they wait unread).
        await new Promise<void>((resume) => setImmediate(resume));
        if (waiting.length === 0) return;
        const group = waiting.slice(0, GROUP_COMMIT_MAX);
        waiting = waiting.slice(group.length);
        let outcomes: StoreOutcome[];
        try {
          outcomes = await write(group);
        } catch (error) {
          if (group.length === 1) group[0]?.reject(error);
          else for (const entry of group) await writeAlone(entry);
          continue;
        }
        // Answered only now that the group has committed.
        for (const [index, entry] of group.entries()) settle(entry, outcomes[index]);
      }
    } finally {
      writing = false;
    }
  }

  return (submission, hash) =>
    new Promise<StoreOutcome>((resolve, reject) => {
      waiting.push({ submission, hash, resolve, reject });
      if (writing) return;
      writing = true;
      void writeGroups();
    });
}

const committers = new WeakMap<Database, ReturnType<typeof groupCommitter>>();

/**
 * Stores a submission and its outbox rows, unless the same idempotency key or the same payload within the last
 * minute was already stored: then nothing is written and the earlier id is returned. On PostgreSQL each submission
 * is its own transaction (advisory locks serialise identical ones); on PGlite, submissions are group-committed.
 */
export function storeSubmission(db: Database, submission: NewSubmission): Promise<StoreOutcome> {
  const hash = payloadHash(submission);
  if (db.kind === "postgres") {
    return db.transaction(async (tx) => {
      // Serialises concurrent identical submissions (a double click), from this process or another, so only one of
      // them is stored.
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [hash]);
      if (submission.idempotencyKey !== null)
        await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 1))", [submission.idempotencyKey]);
      return writeSubmission(tx, { submission, hash });
    });
  }
  let commit = committers.get(db);
  if (commit === undefined) {
    commit = groupCommitter(db);
    committers.set(db, commit);
  }
  return commit(submission, hash);
}
