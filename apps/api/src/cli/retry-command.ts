import { loadConfig } from "../config";
import { databaseLocation } from "../db/database";
import { retryGivenUp } from "../mail/outbox";
import { commandOptions, UsageError, withDatabase } from "./command";

export const RETRY_USAGE = `Usage: retry-outbox [--id <outbox-id>]... [--dry-run]
Makes the e-mails given up after OUTBOX_MAX_ATTEMPTS due again (all of them, or the given ids), with a fresh count
of attempts; the running server's outbox sends them on its next pass. With PGlite, stop the server first.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs the command with the API's configuration (DATA_DIR or DATABASE_URL). */
export async function runRetryOutbox(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = (line) => console.error(line),
): Promise<{ givenUp: number; retried: number }> {
  const values = commandOptions(argv, {
    id: { type: "string", multiple: true },
    "dry-run": { type: "boolean" },
  });
  const ids = values.id ?? [];
  const invalid = ids.find((id) => !UUID.test(id));
  if (invalid !== undefined) throw new UsageError(`--id: not an outbox id: ${invalid}`);
  const config = loadConfig(env);
  return withDatabase(databaseLocation(config), async (db) => {
    const [row] = await db.query<{ n: number }>(
      "select count(*)::int as n from outbox where sent_at is null and attempts >= $1",
      [config.OUTBOX_MAX_ATTEMPTS],
    );
    const givenUp = row?.n ?? 0;
    const retried = values["dry-run"] ? 0 : await retryGivenUp(db, config.OUTBOX_MAX_ATTEMPTS, ids);
    print(
      values["dry-run"]
        ? `${givenUp} e-mails given up; nothing changed (--dry-run)`
        : `${givenUp} e-mails given up; ${retried} due again`,
    );
    return { givenUp, retried };
  });
}
