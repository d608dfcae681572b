import type { AdminErasure } from "@nivelia/domain/api";
import { eraseSubmissions, type LeadStore } from "./person-data";

/** The advisory lock of the retention pass: one pass at a time across every replica on the database. */
export const RETENTION_LOCK = 4_807_512_330_050_001n;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A person's address in a submission ('' when it has none): their last contact is their latest submission. */
const PERSON = `lower(coalesce(nullif(s.user_email, ''), s.form_data ->> 'email', ''))`;

/**
 * Submissions whose person has not been in touch since the cut-off ($1): older than it, and no submission of the
 * same address at or after it. A submission without an address counts from its own date.
 */
const EXPIRED = `s.created_at < $1 and (${PERSON} = '' or not exists (
  select 1 from submissions r
  where r.created_at >= $1
    and lower(coalesce(nullif(r.user_email, ''), r.form_data ->> 'email', '')) = ${PERSON}))`;

/**
 * Deletes the leads past LEAD_RETENTION_DAYS since their last contact, with their outbox rows and mailbox files.
 * Null when another replica's pass holds the lock (it deletes the same rows).
 */
export function retentionPass(
  db: LeadStore,
  { now, days, mailboxDir }: { now: number; days: number; mailboxDir: string | undefined },
): Promise<AdminErasure | null> {
  return eraseSubmissions(db, EXPIRED, [new Date(now - days * DAY_MS)], mailboxDir, RETENTION_LOCK);
}
