import type { Queryable } from "../db/database";

export interface ExportFilter {
  since?: Date | undefined;
  formType?: string | undefined;
  /** OUTBOX_MAX_ATTEMPTS: e-mails with this many failures are counted as given up. */
  maxAttempts: number;
}

interface SubmissionRow {
  id: string;
  created_at: Date;
  form_type: string;
  user_email: string;
  copy_to_user: boolean;
  form_data: Record<string, unknown>;
  emails_unsent: number;
  emails_given_up: number;
}

/** The lead's own columns, then how many of its e-mails still wait and how many were given up. */
const FIXED_COLUMNS = [
  "id",
  "created_at",
  "form_type",
  "user_email",
  "copy_to_user",
  "emails_unsent",
  "emails_given_up",
] as const;

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string): string {
  const guarded = guardFormula(value);
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(cellText).join("; ");
  return JSON.stringify(value);
}

/** The CSV text (UTF-8 BOM, CRLF records): fixed columns, then one column per form field in order of appearance. */
export function submissionsCsv(rows: readonly SubmissionRow[]): string {
  const fieldColumns: string[] = [];
  for (const row of rows) {
    for (const key of Object.keys(row.form_data)) if (!fieldColumns.includes(key)) fieldColumns.push(key);
  }
  const header = [...FIXED_COLUMNS, ...fieldColumns];
  const records = rows.map((row) => [
    row.id,
    row.created_at.toISOString(),
    row.form_type,
    row.user_email,
    row.copy_to_user ? "true" : "false",
    String(row.emails_unsent),
    String(row.emails_given_up),
    ...fieldColumns.map((key) => cellText(row.form_data[key])),
  ]);
  const lines = [header, ...records].map((record) => record.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The people's submissions (bot rows left out), oldest first, as CSV text. */
export async function exportSubmissionsCsv(
  db: Queryable,
  filter: ExportFilter,
): Promise<{ csv: string; count: number; unsent: number; givenUp: number }> {
  const rows = await db.query<SubmissionRow>(
    `select id, created_at, form_type, user_email, copy_to_user, form_data,
       (select count(*)::int from outbox
        where outbox.submission_id = submissions.id and sent_at is null and attempts < $3) as emails_unsent,
       (select count(*)::int from outbox
        where outbox.submission_id = submissions.id and sent_at is null and attempts >= $3) as emails_given_up
     from submissions
     where not is_bot
       and ($1::timestamptz is null or created_at >= $1::timestamptz)
       and ($2::text is null or form_type = $2::text)
     order by created_at, id`,
    [filter.since ?? null, filter.formType ?? null, filter.maxAttempts],
  );
  return {
    csv: submissionsCsv(rows),
    count: rows.length,
    unsent: rows.reduce((sum, row) => sum + row.emails_unsent, 0),
    givenUp: rows.reduce((sum, row) => sum + row.emails_given_up, 0),
  };
}
