import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import type { AdminErasure, AdminLead, LeadDelivery } from "@nivelia/domain/api";
import type { ConsentRecord } from "@nivelia/domain/forms";
import type { Database } from "../db/database";
import { mailboxFile } from "../mail/transports/file-transport";

/** What these functions need of the database: one statement, or several in one transaction. */
export type LeadStore = Pick<Database, "query" | "transaction">;

/** One person's submissions: their reply address or the form's own e-mail field (a phone contact), without case. */
export const PERSON_MATCH = `(lower(s.user_email) = lower($1) or lower(s.form_data ->> 'email') = lower($1))`;

/** A short, stable hash of an address for the audit log: it tells two requests apart without naming anyone. */
export function addressHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

interface LeadRow {
  id: string;
  form_type: string;
  form_data: Record<string, unknown>;
  user_email: string;
  created_at: Date;
  consents: Omit<ConsentRecord, "policyVersion"> | null;
  policy_version: string | null;
  consented_at: Date | null;
  deliveries: { id: string; recipient: string; attempts: number; sent_at: string | null }[];
}

// Timestamps come as Dates, and as text inside the deliveries' JSON.
const iso = (value: Date | string) => new Date(value).toISOString();

function deliveryState(attempts: number, sentAt: string | null, maxAttempts: number): LeadDelivery["state"] {
  if (sentAt !== null) return "sent";
  if (attempts >= maxAttempts) return "givenUp";
  return attempts > 0 ? "failing" : "waiting";
}

/** Every submission of `email`, oldest first, with its consents and the state of each e-mail and webhook. */
export async function findPersonLeads(
  db: Pick<LeadStore, "query">,
  email: string,
  maxAttempts: number,
): Promise<AdminLead[]> {
  const rows = await db.query<LeadRow>(
    `select s.id, s.form_type, s.form_data, s.user_email, s.created_at, s.consents, s.policy_version, s.consented_at,
       coalesce((select json_agg(json_build_object('id', o.id, 'recipient', o.recipient, 'attempts', o.attempts,
                                                  'sent_at', o.sent_at) order by o.created_at, o.recipient)
                 from outbox o where o.submission_id = s.id), '[]') as deliveries
     from submissions s where ${PERSON_MATCH}
     order by s.created_at, s.id`,
    [email],
  );
  return rows.map((row) => ({
    id: row.id,
    formType: row.form_type,
    receivedAt: iso(row.created_at),
    formData: row.form_data,
    userEmail: row.user_email,
    consents:
      row.consents === null || row.policy_version === null
        ? null
        : { ...row.consents, policyVersion: row.policy_version },
    consentedAt: row.consented_at === null ? null : iso(row.consented_at),
    deliveries: row.deliveries.map((delivery) => ({
      id: delivery.id,
      kind: delivery.recipient === "webhook" ? ("webhook" as const) : ("email" as const),
      recipient: delivery.recipient,
      state: deliveryState(delivery.attempts, delivery.sent_at, maxAttempts),
      attempts: delivery.attempts,
      sentAt: delivery.sent_at === null ? null : iso(delivery.sent_at),
    })),
  }));
}

/** What an erasure deleted, with the submissions counted per form type (counts only: nothing names a person). */
export type Erasure = AdminErasure & { byFormType: Record<string, number> };

/** Deletes the submissions `where` selects, their outbox rows and mailbox files; null if `lock` is held elsewhere. */
export async function eraseSubmissions(
  db: LeadStore,
  where: string,
  params: readonly unknown[],
  mailboxDir: string | undefined,
  lock?: bigint,
): Promise<Erasure | null> {
  const deleted = await db.transaction(async (tx) => {
    if (lock !== undefined) {
      const [row] = await tx.query<{ locked: boolean }>(
        "select pg_try_advisory_xact_lock($1::bigint) as locked",
        [lock.toString()],
      );
      if (row?.locked !== true) return null;
    }
    const outbox = await tx.query<{ id: string }>(
      `select o.id from outbox o join submissions s on s.id = o.submission_id where ${where}`,
      params,
    );
    // The outbox rows go with their submission (on delete cascade).
    const submissions = await tx.query<{ form_type: string }>(
      `delete from submissions s where ${where} returning s.form_type`,
      params,
    );
    const byFormType: Record<string, number> = {};
    for (const { form_type } of submissions) byFormType[form_type] = (byFormType[form_type] ?? 0) + 1;
    return { submissions: submissions.length, byFormType, outboxIds: outbox.map((row) => row.id) };
  });
  if (deleted === null) return null;
  let mailboxFiles = 0;
  for (const id of deleted.outboxIds) {
    if (mailboxDir === undefined) break;
    try {
      rmSync(mailboxFile(mailboxDir, id));
      mailboxFiles += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return {
    submissions: deleted.submissions,
    outbox: deleted.outboxIds.length,
    mailboxFiles,
    byFormType: deleted.byFormType,
  };
}

/** Erases everything kept of `email` (GDPR art. 17): its submissions, their outbox rows and mailbox copies. */
export async function erasePersonLeads(
  db: LeadStore,
  email: string,
  mailboxDir: string | undefined,
): Promise<AdminErasure> {
  // Without a lock the transaction always runs: the erasure is never null.
  const {
    submissions = 0,
    outbox = 0,
    mailboxFiles = 0,
  } = (await eraseSubmissions(db, PERSON_MATCH, [email], mailboxDir)) ?? {};
  return { submissions, outbox, mailboxFiles };
}
