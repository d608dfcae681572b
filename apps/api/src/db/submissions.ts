import { createHash, randomUUID } from "node:crypto";
import type { Database, Queryable } from "./database";

/** One e-mail to send for a submission, rendered when the submission is stored. */
export interface OutboxMessage {
  recipient: "team" | "visitor" | "buyer";
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface NewSubmission {
  formType: string;
  formData: Record<string, unknown>;
  userEmail: string;
  copyToUser: boolean;
  isBot: boolean;
  idempotencyKey: string | null;
  messages: readonly OutboxMessage[];
}

export type StoreOutcome =
  | { kind: "stored"; id: string }
  | { kind: "duplicate"; id: string }
  | { kind: "key-reused"; id: string };

/** How long an identical payload is treated as a double click rather than a new lead. */
export const DUPLICATE_WINDOW_SECONDS = 60;

/** JSON with object keys sorted, so the same data always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Identity of a submission's content: form type, form data and the visitor's address. */
export function payloadHash(submission: Pick<NewSubmission, "formType" | "formData" | "userEmail">): string {
  return createHash("sha256")
    .update(canonicalJson([submission.formType, submission.formData, submission.userEmail.toLowerCase()]))
    .digest("hex");
}

async function findExisting(tx: Queryable, key: string | null, hash: string): Promise<StoreOutcome | null> {
  if (key !== null) {
    const [byKey] = await tx.query<{ id: string; payload_hash: string }>(
      "select id, payload_hash from submissions where idempotency_key = $1",
      [key],
    );
    if (byKey !== undefined) {
      return { kind: byKey.payload_hash === hash ? "duplicate" : "key-reused", id: byKey.id };
    }
  }
  const [recent] = await tx.query<{ id: string }>(
    `select id from submissions
     where payload_hash = $1 and created_at > now() - make_interval(secs => $2)
     order by created_at desc limit 1`,
    [hash, DUPLICATE_WINDOW_SECONDS],
  );
  return recent === undefined ? null : { kind: "duplicate", id: recent.id };
}

/**
 * Writes one submission and its outbox rows inside the caller's transaction, unless the same idempotency key or the
 * same payload within the last minute is already stored: then nothing is written and the earlier id is returned.
 */
async function writeSubmission(
  tx: Queryable,
  submission: NewSubmission,
  hash: string,
  serialised: boolean,
): Promise<StoreOutcome> {
  if (!serialised) {
    // Serialises concurrent identical submissions (a double click) so only one of them is stored.
    await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [hash]);
    if (submission.idempotencyKey !== null) {
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 1))", [submission.idempotencyKey]);
    }
  }
  const existing = await findExisting(tx, submission.idempotencyKey, hash);
  if (existing !== null) return existing;
  const id = randomUUID();
  const submissionRow = [
    id,
    submission.formType,
    // Both drivers serialise a plain object parameter to JSON.
    submission.formData,
    submission.userEmail,
    submission.copyToUser,
    submission.idempotencyKey,
    hash,
    submission.isBot,
  ];
  const mailRows = submission.messages.map((message) => [
    randomUUID(),
    message.recipient,
    message.to,
    message.replyTo,
    message.subject,
    message.html,
    message.text,
  ]);
  // The lead and its e-mails in one statement; each e-mail row's submission_id is the lead's id, $1.
  const placeholders = (count: number, from: number) =>
    Array.from({ length: count }, (_, index) => `$${from + index}`).join(", ");
  const mailValues = mailRows.map(
    (_, index) => `(${placeholders(1, 9 + index * 7)}, $1, ${placeholders(6, 10 + index * 7)})`,
  );
  const insertLead = `insert into submissions (id, form_type, form_data, user_email, copy_to_user, idempotency_key, payload_hash, is_bot)
       values (${placeholders(8, 1)})`;
  await tx.query(
    mailRows.length === 0
      ? insertLead
      : `with lead as (${insertLead})
           insert into outbox (id, submission_id, recipient, to_address, reply_to, subject, html, text)
           values ${mailValues.join(", ")}`,
    [...submissionRow, ...mailRows.flat()],
  );
  return { kind: "stored", id };
}

/** The most submissions one group commit writes in its transaction. */
export const GROUP_COMMIT_MAX = 32;

interface Waiting {
  submission: NewSubmission;
  hash: string;
  resolve: (outcome: StoreOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for PGlite, whose one connection runs one transaction at a time anyway: the submissions that arrive
 * while a transaction runs are written together by the next one, so a burst pays for one BEGIN and COMMIT (and
 * write-ahead log flush) per group instead of per lead. Each caller's promise settles only after its group has
 * committed, so an acknowledged lead is stored. There is no timer: a lone submission is written at once. When a
 * group fails, each of its submissions is retried in a transaction of its own, so one bad lead fails alone.
 */
function groupCommitter(db: Database): (submission: NewSubmission, hash: string) => Promise<StoreOutcome> {
  let waiting: Waiting[] = [];
  let writing = false;

  const writeAlone = (entry: Waiting) =>
    db
      .transaction((tx) => writeSubmission(tx, entry.submission, entry.hash, true))
      .then(entry.resolve, entry.reject);

  async function writeGroups(): Promise<void> {
    writing = true;
    try {
      while (waiting.length > 0) {
        const group = waiting.slice(0, GROUP_COMMIT_MAX);
        waiting = waiting.slice(group.length);
        let written: [Waiting, StoreOutcome][];
        try {
          written = await db.transaction(async (tx) => {
            const outcomes: [Waiting, StoreOutcome][] = [];
            // One after another in the same transaction: a later identical submission finds the earlier one.
            for (const entry of group)
              outcomes.push([entry, await writeSubmission(tx, entry.submission, entry.hash, true)]);
            return outcomes;
          });
        } catch (error) {
          if (group.length === 1) group[0]?.reject(error);
          else for (const entry of group) await writeAlone(entry);
          continue;
        }
        // Answered only now that the group has committed.
        for (const [entry, outcome] of written) entry.resolve(outcome);
      }
    } finally {
      writing = false;
    }
  }

  return (submission, hash) =>
    new Promise<StoreOutcome>((resolve, reject) => {
      waiting.push({ submission, hash, resolve, reject });
      if (!writing) void writeGroups();
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
    return db.transaction((tx) => writeSubmission(tx, submission, hash, false));
  }
  let commit = committers.get(db);
  if (commit === undefined) {
    commit = groupCommitter(db);
    committers.set(db, commit);
  }
  return commit(submission, hash);
}
