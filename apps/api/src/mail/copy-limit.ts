import type { ParsedSendEmailRequest } from "@nivelia/domain/forms";
import type { Queryable } from "../db/database";

/** Copies one address gets in an hour, whoever asks (issue 47): enough for a visitor, too few to relay spam. */
export const VISITOR_COPIES_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;

/** Copies stored for the address in the hour before `now`, bots' left out; addresses compared without case. */
export async function recentVisitorCopies(db: Queryable, address: string, now: Date): Promise<number> {
  const [row] = await db.query<{ copies: number }>(
    `select count(*)::int as copies from submissions
     where created_at > $2 and copy_to_user and not is_bot and lower(user_email) = lower($1)`,
    [address, new Date(now.getTime() - HOUR_MS)],
  );
  return row?.copies ?? 0;
}

/** The lead as stored: without the visitor's copy once the address has had its copies this hour. */
export async function withinCopyLimit(
  db: Queryable,
  lead: ParsedSendEmailRequest,
  now: Date = new Date(),
): Promise<ParsedSendEmailRequest> {
  if (!lead.copyToUser || lead.isBot) return lead;
  const copies = await recentVisitorCopies(db, lead.userEmail, now);
  return copies < VISITOR_COPIES_PER_HOUR ? lead : { ...lead, copyToUser: false };
}
