import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { databaseLocation, openDatabase } from "../db/database";
import { migrate } from "../db/migrate";
import { retryGivenUp } from "../mail/outbox";
import { UsageError } from "./export-command";

export const RETRY_USAGE = `Usage: retry-outbox [--id <outbox-id>]... [--dry-run]
Makes the e-mails given up after OUTBOX_MAX_ATTEMPTS due again (all of them, or the given ids), with a fresh count
of attempts; the running server's outbox sends them on its next pass. With PGlite, stop the server first.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RetryOutcome {
  givenUp: number;
  retried: number;
}

/** Runs the command with the API's configuration (DATA_DIR or DATABASE_URL). */
export async function runRetryOutbox(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = (line) => console.error(line),
): Promise<RetryOutcome> {
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  const { values } = parseArgs({
    args,
    options: { id: { type: "string", multiple: true }, "dry-run": { type: "boolean" } },
    strict: true,
  });
  const ids = values.id ?? [];
  const invalid = ids.find((id) => !UUID.test(id));
  if (invalid !== undefined) throw new UsageError(`--id: not an outbox id: ${invalid}`);
  const config = loadConfig(env);
  const db = await openDatabase(databaseLocation(config));
  try {
    await migrate(db);
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
  } finally {
    await db.close();
  }
}
