import { randomUUID } from "node:crypto";
import pg from "pg";
import { type Database, databaseLocation, openDatabase } from "../db/database";

/**
 * Set by the test command when it runs the suite a second time against a real PostgreSQL server it started;
 * unset, every app uses a schema of the worker's one in-memory PGlite.
 */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "";

let admin: pg.Pool | undefined;

/** A database only this caller sees: a new schema of the worker's database, as a DATABASE_URL. */
export async function freshTestDatabaseUrl(): Promise<string> {
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  if (TEST_POSTGRES_URL === "") return `memory://${schema}`;
  // An idle pool must not keep the worker alive once its files are done.
  admin ??= new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 1, allowExitOnIdle: true });
  await admin.query(`create schema "${schema}"`);
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

/** Opens the database at a URL from freshTestDatabaseUrl() (a new one without), as the storage plugin would. */
export async function openTestDatabase(url?: string): Promise<Database> {
  return openDatabase(
    databaseLocation({ DATA_DIR: "", DATABASE_URL: url ?? (await freshTestDatabaseUrl()) }),
  );
}
