import type { Database } from "../db/database";
import { bodyOf, type ClaimedRow, selectWithLead } from "../mail/outbox";

/** A submission's e-mails in the outbox, with the bodies the outbox sends (rendered from the submission). */
export async function submissionMails(
  db: Database,
  submissionId: string,
): Promise<{ id: string; recipient: string; to: string; subject: string; html: string; text: string }[]> {
  const rows = await db.query<ClaimedRow>(
    `${selectWithLead("outbox")} where outbox.submission_id = $1 order by outbox.recipient`,
    [submissionId],
  );
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    to: row.to_address,
    subject: row.subject,
    ...bodyOf(row),
  }));
}
