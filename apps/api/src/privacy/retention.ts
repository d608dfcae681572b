import { FORM_RETENTION, FORM_TYPE_KEYS } from "@nivelia/domain/forms";
import { type Erasure, eraseSubmissions, type LeadStore } from "./person-data";

/** The advisory lock of the retention pass: one pass at a time across every replica on the database. */
export const RETENTION_LOCK = 4_807_512_330_050_001n;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A person's address in submission `alias` ('' when it has none): their last contact is their latest submission. */
const person = (alias: string) =>
  `lower(coalesce(nullif(${alias}.user_email, ''), ${alias}.form_data ->> 'email', ''))`;

/** The rules (null form type: every one, the cap); a given consent moves a submission's cut-off to consent_cutoff. */
const RULES = `json_to_recordset($1::json)
  as rule (form_type text, cutoff timestamptz, per_submission boolean, consent text, consent_cutoff timestamptz)`;

/** Past a rule: older than its cut-off and, unless per submission, no later submission of the same address. */
const EXPIRED = `exists (
  select 1 from ${RULES}
  where (rule.form_type is null or rule.form_type = s.form_type)
    and s.created_at < case when (s.consents ->> rule.consent) = 'true' then rule.consent_cutoff else rule.cutoff end
    and (rule.per_submission or ${person("s")} = '' or not exists (
      select 1 from submissions r where r.created_at >= rule.cutoff and ${person("r")} = ${person("s")})))`;

/** Each form type's period (FORM_RETENTION) within LEAD_RETENTION_DAYS, and the cap alone for unknown form types. */
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

/** Deletes the leads past their period in one statement; null when another replica's pass holds the lock. */
export function retentionPass(
  db: LeadStore,
  { now, capDays, mailboxDir }: { now: number; capDays: number; mailboxDir: string | undefined },
): Promise<Erasure | null> {
  return eraseSubmissions(db, EXPIRED, [retentionRules(now, capDays)], mailboxDir, RETENTION_LOCK);
}
