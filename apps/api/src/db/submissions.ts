import { createHash, randomUUID } from "node:crypto";
import type { Database } from "./database";

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

/**
 * One statement that stores a submission and its outbox rows, unless the idempotency key or (within the duplicate
 * window) the payload was stored already: then it writes nothing and returns the earlier row. It runs after the
 * advisory locks, so its snapshot sees every submission committed before this one took the lock.
 */
const STORE_SQL = `
  with by_key as (
    select id, payload_hash from submissions where $6::text is not null and idempotency_key = $6::text
  ),
  recent as (
    select id from submissions
    where payload_hash = $7::text and created_at > now() - make_interval(secs => $9::int)
    order by created_at desc limit 1
  ),
  inserted as (
    insert into submissions (id, form_type, form_data, user_email, copy_to_user, idempotency_key, payload_hash, is_bot)
    select $1::uuid, $2::text, $3::jsonb, $4::text, $5::boolean, $6::text, $7::text, $8::boolean
    where not exists (select 1 from by_key) and not exists (select 1 from recent)
    returning id
  ),
  mails as (
    insert into outbox (id, submission_id, recipient, to_address, reply_to, subject, html, text)
    select mail.id, inserted.id, mail.recipient, mail.to_address, mail.reply_to, mail.subject, mail.html, mail.text
    from inserted,
      unnest($10::uuid[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[])
        as mail (id, recipient, to_address, reply_to, subject, html, text)
  )
  select (select id from inserted) as inserted_id,
         (select id from by_key) as key_id,
         (select payload_hash from by_key) as key_hash,
         (select id from recent) as recent_id`;

interface StoreRow {
  inserted_id: string | null;
  key_id: string | null;
  key_hash: string | null;
  recent_id: string | null;
}

/**
 * Stores a submission and its outbox rows in one transaction, unless the same idempotency key or the same
 * payload within the last minute was already stored: then nothing is written and the earlier id is returned.
 * Three statements on the request path (four with a key): the lock(s), then one that checks and inserts.
 */
export async function storeSubmission(db: Database, submission: NewSubmission): Promise<StoreOutcome> {
  const hash = payloadHash(submission);
  const messages = submission.messages;
  return db.transaction(async (tx) => {
    // Serialises concurrent identical submissions (a double click) so only one of them is stored.
    await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [hash]);
    if (submission.idempotencyKey !== null) {
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 1))", [submission.idempotencyKey]);
    }
    const [row] = await tx.query<StoreRow>(STORE_SQL, [
      randomUUID(),
      submission.formType,
      // Both drivers serialise a plain object parameter to JSON.
      submission.formData,
      submission.userEmail,
      submission.copyToUser,
      submission.idempotencyKey,
      hash,
      submission.isBot,
      DUPLICATE_WINDOW_SECONDS,
      messages.map(() => randomUUID()),
      messages.map((message) => message.recipient),
      messages.map((message) => message.to),
      messages.map((message) => message.replyTo),
      messages.map((message) => message.subject),
      messages.map((message) => message.html),
      messages.map((message) => message.text),
    ]);
    if (row?.key_id != null)
      return { kind: row.key_hash === hash ? "duplicate" : "key-reused", id: row.key_id };
    if (row?.recent_id != null) return { kind: "duplicate", id: row.recent_id };
    if (row?.inserted_id == null) throw new Error("the submission was neither stored nor found");
    return { kind: "stored", id: row.inserted_id };
  });
}
