import { hash as hashOf, randomUUID } from "node:crypto";
import type { ConsentRecord } from "@nivelia/domain/forms";
import type { Database } from "./database";

/** One e-mail rendered whole, stored with its body (a paid order's confirmation). */
export interface OutboxMessage {
  recipient: "team" | "visitor" | "buyer";
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
}

/** What an outbox row stores of a lead's e-mail: the envelope; the body is rendered from the lead when sent. */
export type MailEnvelope = Pick<OutboxMessage, "to" | "replyTo" | "subject"> & {
  /** `webhook`: the lead's delivery to LEAD_WEBHOOK_URL, through the same outbox (see the webhook sender). */
  recipient: OutboxMessage["recipient"] | "webhook";
};

export interface NewSubmission {
  formType: string;
  formData: Record<string, unknown>;
  userEmail: string;
  copyToUser: boolean;
  isBot: boolean;
  idempotencyKey: string | null;
  messages: readonly MailEnvelope[];
  /** What the visitor accepted, stored with the lead and the time it was stored (GDPR art. 7.1). */
  consents?: ConsentRecord | undefined;
}

export type StoreOutcome =
  | { kind: "stored"; id: string }
  | { kind: "duplicate"; id: string }
  | { kind: "key-reused"; id: string };

/** How long an identical payload is treated as a double click rather than a new lead. */
export const DUPLICATE_WINDOW_SECONDS = 60;

/** JSON with sorted keys, so the same data hashes the same; stored hashes depend on it (pinned by its test). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  const record = value as Record<string, unknown>;
  // Sorted by UTF-16 code units, as a < b compares.
  const fields = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${fields.join(",")}}`;
}

/** Identity of a submission's content: form type, form data and the visitor's address. */
export function payloadHash(submission: Pick<NewSubmission, "formType" | "formData" | "userEmail">): string {
  return hashOf(
    "sha256",
    canonicalJson([submission.formType, submission.formData, submission.userEmail.toLowerCase()]),
  );
}

const INSERT_LEAD = `with lead as (
    insert into submissions
      (id, form_type, form_data, user_email, copy_to_user, idempotency_key, payload_hash, window_hash, is_bot,
       consents, policy_version, consented_at)
    values ($1, $2, $3::json, $4, $5, $6, $7, $7, $8, $10::jsonb, $11, case when $11::text is null then null else now() end)
    on conflict do nothing
    returning id
  ), mails as (
    insert into outbox (id, submission_id, recipient, to_address, reply_to, subject)
    select gen_random_uuid(), lead.id, mail.recipient, mail."to", mail."replyTo", mail.subject
    from lead, json_to_recordset($9::json) as mail (recipient text, "to" text, "replyTo" text, subject text)
  )
  select id from lead`;

/**
 * Stores a lead and its outbox rows in one statement, unless its idempotency key, or its payload within the window,
 * is stored: then the earlier id. The unique key and `window_hash` decide it in the database, for every replica.
 */
export async function storeSubmission(db: Database, submission: NewSubmission): Promise<StoreOutcome> {
  const hash = payloadHash(submission);
  const key = submission.idempotencyKey;
  const { formType, formData, userEmail, copyToUser, isBot, messages, consents } = submission;
  const { policyVersion = null, ...given } = consents ?? {};
  const id = randomUUID();
  const consented = consents === undefined ? null : JSON.stringify(given);
  const row = [id, formType, JSON.stringify(formData), userEmail, copyToUser, key, hash, isBot];
  const params = [...row, JSON.stringify(messages), consented, policyVersion];
  // Most leads conflict with nothing: this one statement stores them (one round trip, atomic on its own).
  if ((await db.query(INSERT_LEAD, params)).length > 0) return { kind: "stored", id };
  return db.transaction(async (tx) => {
    // The window of an earlier lead with this payload has passed: that lead no longer blocks this one.
    await tx.query(
      `update submissions set window_hash = null
       where window_hash = $1 and created_at <= now() - make_interval(secs => $2)`,
      [hash, DUPLICATE_WINDOW_SECONDS],
    );
    if ((await tx.query(INSERT_LEAD, params)).length > 0) return { kind: "stored", id };
    // The same key first (it holds forever), then the same payload within its window.
    const [earlier] = await tx.query<{ id: string; payload_hash: string; by_key: boolean }>(
      `select id, payload_hash, coalesce(idempotency_key = $1, false) as by_key from submissions
       where idempotency_key = $1 or window_hash = $2
       order by by_key desc limit 1`,
      [key, hash],
    );
    if (earlier === undefined) throw new Error("the submission conflicted with a row that no longer exists");
    if (earlier.by_key && earlier.payload_hash !== hash) return { kind: "key-reused", id: earlier.id };
    return { kind: "duplicate", id: earlier.id };
  });
}
