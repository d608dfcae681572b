import { randomUUID } from "node:crypto";
import pg from "pg";
import { type Database, databaseLocation, openDatabase } from "../db/database";

/** The PostgreSQL server of the suite (see global-postgres.ts). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "";

let admin: pg.Pool | undefined;

/** A database only this caller sees: a new schema of the suite's server, as a DATABASE_URL. */
export async function freshTestDatabaseUrl(serverUrl = TEST_POSTGRES_URL): Promise<string> {
  if (serverUrl === "")
    throw new Error("TEST_DATABASE_URL is not set: run the suite through vitest's config");
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  // An idle pool must not keep the worker alive once its files are done.
  if (serverUrl === TEST_POSTGRES_URL)
    admin ??= new pg.Pool({ connectionString: serverUrl, max: 1, allowExitOnIdle: true });
  const pool =
    serverUrl === TEST_POSTGRES_URL && admin !== undefined
      ? admin
      : new pg.Pool({ connectionString: serverUrl, max: 1 });
  try {
    await pool.query(`create schema "${schema}"`);
  } finally {
    if (pool !== admin) await pool.end();
  }
  const url = new URL(serverUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

/** Opens the database at a URL from freshTestDatabaseUrl() (a new one without), as the storage plugin would. */
export async function openTestDatabase(url?: string): Promise<Database> {
  return openDatabase(
    databaseLocation({ DATA_DIR: "", DATABASE_URL: url ?? (await freshTestDatabaseUrl()) }),
  );
}
