import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { isFormType } from "@nivelia/domain/forms";
import { loadConfig } from "../config";
import { type DatabaseLocation, databaseLocation } from "../db/database";
import { commandOptions, UsageError, withDatabase } from "./command";
import { exportSubmissionsCsv } from "./submissions-csv";

export const EXPORT_USAGE = `Usage: export-submissions --out leads.csv [--since 2026-01-01] [--form-type contactHome]
Writes the stored submissions (bots left out) as CSV; without --out, to standard output.`;

/** Reads the command line; a relative --out is resolved against the folder the command was typed in. */
export function parseExportArgs(argv: readonly string[], cwd: string) {
  const values = commandOptions(argv, {
    out: { type: "string" },
    since: { type: "string" },
    "form-type": { type: "string" },
  });
  const since = values.since === undefined ? undefined : new Date(values.since);
  if (since !== undefined && Number.isNaN(since.getTime()))
    throw new UsageError(`--since: not a date: ${values.since}`);
  const formType = values["form-type"];
  if (formType !== undefined && !isFormType(formType))
    throw new UsageError(`--form-type: unknown form type ${formType}`);
  return { out: values.out === undefined ? undefined : resolve(cwd, values.out), since, formType };
}

/** Never opens a live PGlite folder a running server may hold: reads a copy of it instead. */
function snapshot(location: DatabaseLocation): { location: DatabaseLocation; cleanup: () => void } {
  if (location.kind !== "pglite" || location.dataDir === undefined || !existsSync(location.dataDir))
    return { location, cleanup: () => {} };
  const folder = mkdtempSync(join(tmpdir(), "nivelia-export-"));
  const copy = join(folder, "pglite");
  cpSync(location.dataDir, copy, { recursive: true });
  return {
    location: { kind: "pglite", dataDir: copy },
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Runs the export with the API's configuration (DATA_DIR or DATABASE_URL); returns the number of rows written. */
export async function runExportSubmissions(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  const args = parseExportArgs(argv, env.INIT_CWD ?? process.cwd());
  const config = loadConfig(env);
  const { location, cleanup } = snapshot(databaseLocation(config));
  // The copy holds every lead: removed even when the database cannot be opened.
  try {
    return await withDatabase(location, async (db) => {
      const { csv, count, unsent, givenUp } = await exportSubmissionsCsv(db, {
        since: args.since,
        formType: args.formType,
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      });
      if (args.out === undefined) write(csv);
      else writeFileSync(args.out, csv, "utf8");
      // Standard error, so the summary never mixes with CSV written to standard output.
      console.error(
        `${count} submissions${args.out === undefined ? "" : ` written to ${args.out}`}; their e-mails: ${unsent} waiting, ${givenUp} given up${givenUp > 0 ? " (resend them with retry:outbox)" : ""}`,
      );
      return count;
    });
  } finally {
    cleanup();
  }
}
