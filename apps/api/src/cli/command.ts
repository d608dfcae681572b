import { type ParseArgsConfig, parseArgs } from "node:util";
import { ConfigError } from "../config";
import { type Database, type DatabaseLocation, openDatabase } from "../db/database";
import { migrate } from "../db/migrate";

export class UsageError extends Error {
  override name = "UsageError";
}

/** The command line's options; `pnpm run x -- args` may pass the separator through. */
export function commandOptions<Options extends NonNullable<ParseArgsConfig["options"]>>(
  argv: readonly string[],
  options: Options,
) {
  const args = argv[0] === "--" ? argv.slice(1) : [...argv];
  return parseArgs({ args, options, strict: true }).values;
}

/** Opens the database, migrated, for `work`, and closes it. */
export async function withDatabase<T>(
  location: DatabaseLocation,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await openDatabase(location);
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A command's entry: a bad argument or setting prints the message and the usage, and exits with 2. */
export async function runCommand(usage: string, run: (argv: readonly string[]) => Promise<unknown>) {
  try {
    await run(process.argv.slice(2));
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      (error instanceof TypeError && "code" in error)
    ) {
      console.error(`${error.message}\n\n${usage}`);
      process.exit(2);
    }
    throw error;
  }
}
