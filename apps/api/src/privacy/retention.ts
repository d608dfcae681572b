import { FORM_RETENTION, FORM_TYPE_KEYS } from "@nivelia/domain/forms";
import { type Erasure, eraseSubmissions, type LeadStore } from "./person-data";

/** The advisory lock of the retention pass: one pass at a time across every replica on the database. */
export const RETENTION_LOCK = 4_807_512_330_050_001n;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A person's address in submission `alias` ('' when it has none): their last contact is their latest submission. */
const person = (alias: string) =>
  `lower(coalesce(nullif(${alias}.user_email, ''), ${alias}.form_data ->> 'email', ''))`;

/**
 * The rules, one row each ($1 as JSON): the form type (null: every form type, the operator's cap), the cut-off,
 * whether it counts from the submission itself rather than the person's last contact, and an optional consent that,
 * given with the submission, moves its cut-off to the last column.
 */
const RULES = `json_to_recordset($1::json)
  as rule (form_type text, cutoff timestamptz, per_submission boolean, consent text, consent_cutoff timestamptz)`;

/**
 * Submissions past a rule of their form type: older than its cut-off (the consent's, when given) and, unless it
 * counts per submission, no submission of the same address since then. A submission without an address counts from
 * its own date.
 */
const EXPIRED = `exists (
  select 1 from ${RULES}
  where (rule.form_type is null or rule.form_type = s.form_type)
    and s.created_at < case when (s.consents ->> rule.consent) = 'true' then rule.consent_cutoff else rule.cutoff end
    and (rule.per_submission or ${person("s")} = '' or not exists (
      select 1 from submissions r where r.created_at >= rule.cutoff and ${person("r")} = ${person("s")})))`;

/**
 * The rules' parameters at `now`: each form type's period from the domain (FORM_RETENTION, the privacy policy's
 * register) within the operator's cap, LEAD_RETENTION_DAYS; and the cap over every form type, so that a submission of
 * a form type this version no longer knows goes too.
 */
function retentionRules(now: number, capDays: number): string {
  const cutoff = (days: number) => new Date(now - Math.min(days, capDays) * DAY_MS).toISOString();
  return JSON.stringify([
    { form_type: null, cutoff: cutoff(capDays), per_submission: false },
    ...FORM_TYPE_KEYS.map((formType) => {
      const { days, from, withConsent } = FORM_RETENTION[formType];
      return {
        form_type: formType,
        cutoff: cutoff(days),
        per_submission: from === "submission",
        consent: withConsent?.consent,
        consent_cutoff: withConsent === undefined ? undefined : cutoff(withConsent.days),
      };
    }),
  ]);
}

/**
 * Deletes the leads past their form type's period (within LEAD_RETENTION_DAYS, `capDays`), with their outbox rows and
 * mailbox files, in one statement. Null when another replica's pass holds the lock (it deletes the same rows).
 */
export function retentionPass(
  db: LeadStore,
  { now, capDays, mailboxDir }: { now: number; capDays: number; mailboxDir: string | undefined },
): Promise<Erasure | null> {
  return eraseSubmissions(db, EXPIRED, [retentionRules(now, capDays)], mailboxDir, RETENTION_LOCK);
}
