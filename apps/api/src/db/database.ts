import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface Queryable {
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
}

/** The one storage interface of the API: the same SQL on a PostgreSQL server (pg) and on embedded PGlite. */
export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Unique per process: each pooled connection's application_name, so pg_stat_activity shows its owner alive. */
  readonly session: string;
  /** Runs the callback in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite under a folder, or in memory without one (tests); or a PostgreSQL server. */
export type DatabaseLocation = { kind: "pglite"; dataDir?: string } | { kind: "postgres"; url: string };

/** `DATABASE_URL` picks a PostgreSQL server, or `memory://` an in-memory PGlite; otherwise PGlite under DATA_DIR. */
export function databaseLocation(settings: {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}): DatabaseLocation {
  const url = settings.DATABASE_URL;
  if (url === undefined || url === "") return { kind: "pglite", dataDir: join(settings.DATA_DIR, "pglite") };
  if (url.startsWith("memory:")) return { kind: "pglite" };
  return { kind: "postgres", url };
}

/** PGlite runs with fsync off: a lead survives the process being killed, not a power cut; said once in production. */
export function storageDurabilityWarning(location: DatabaseLocation, nodeEnv: string): string | null {
  if (location.kind !== "pglite" || location.dataDir === undefined || nodeEnv !== "production") return null;
  return "PGlite writes leads without fsync: they survive a crash of this process, not of the machine (a power cut) in the seconds before the system writes them to disk; set DATABASE_URL to a PostgreSQL server for that";
}

/** Either client's query as a Queryable: PGlite and pg both answer `{ rows }`. */
function queryable(target: {
  query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      return (await target.query(sql, [...params])).rows as Row[];
    },
  };
}

/** How long queued PGlite queries run back to back on the main thread (capacity: docs/operations.md). */
const PGLITE_SLICE_MS = 2;

/** PGlite on this thread, through its public API: its `query` waits for a transaction in progress. */
async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  // PGlite's own queue starts the next query in the microtask that ends the last, so twenty leads waiting were all
  // stored before any page was answered. Queued queries now run back to back for a slice, then the event loop turns.
  let previous: Promise<unknown> = Promise.resolve();
  let sliceStart = Number.NEGATIVE_INFINITY;
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = previous
      .then(async () => {
        if (performance.now() - sliceStart < PGLITE_SLICE_MS) return;
        await new Promise((turn) => setImmediate(turn));
        sliceStart = performance.now();
      })
      .then(work);
    previous = run.catch(() => undefined);
    return run;
  }
  const { query } = queryable(client);
  return {
    kind: "pglite",
    session: `nivelia-${randomUUID()}`,
    query: (sql, params) => inTurn(() => query(sql, params)),
    transaction: (work) => inTurn(() => client.transaction((tx) => work(queryable(tx)))),
    close: () => client.close(),
  };
}

/** A pool that outlives server restarts: a dropped connection is discarded, one that gets none fails in 5 s (503). */
function openPostgres(url: string): Database {
  const session = `nivelia-${randomUUID()}`;
  // Idle connections are kept: a live process must keep showing its name in pg_stat_activity.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: session,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection whose server went away: the pool drops it, and the next query reports the problem.
  pool.on("error", () => {});
  const transaction: Database["transaction"] = async (work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    // A connection the server drops during the transaction: its statement fails, the connection is discarded.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on("error", onError);
    try {
      await client.query("begin");
      const result = await work(queryable(client));
      await client.query("commit");
      return result;
    } catch (error) {
      broken ??= await client.query("rollback").then(
        () => undefined,
        (rollbackError: Error) => rollbackError,
      );
      throw error;
    } finally {
      client.off("error", onError);
      client.release(broken);
    }
  };
  return { kind: "postgres", session, ...queryable(pool), transaction, close: () => pool.end() };
}

/** Opens the database at a location; migrations are a separate step (see migrate.ts). */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.kind === "postgres" ? openPostgres(location.url) : openPglite(location.dataDir);
}
