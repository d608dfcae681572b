import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import pg from "pg";
import { type ThreadStopped, threadChannel } from "./pglite-channel";
import { pgliteQueryable, THREAD_ROLE, type ThreadData } from "./pglite-thread";
import { type PendingSubmission, type StoreOutcome, writeSubmissions } from "./submissions";

/** Anything that runs one SQL statement with positional parameters ($1, $2, ...). */
export interface Queryable {
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
}

/** The one storage interface of the API: PostgreSQL, embedded (PGlite) or a server (pg). */
export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * This opener's name, unique per process. On PostgreSQL it is every pooled connection's `application_name`, so
   * `pg_stat_activity` shows whether the process that holds a lease is still alive (see the outbox).
   */
  readonly session: string;
  /** Runs the callback in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A group commit of leads: `writeSubmissions` in one transaction, its outcomes in the group's order. Where PGlite
   * runs in its own thread, the whole transaction runs there and is one message each way: as statements, its look-up,
   * insert and commit would each wait for a turn of this thread's event loop, which a load keeps busy reading requests.
   */
  writeSubmissionGroup(group: readonly PendingSubmission[]): Promise<StoreOutcome[]>;
  /**
   * What autovacuum does on a server, for one of our tables (a name of the code, never of input): VACUUM, so that
   * the space of dead row versions is reused instead of the table growing, and ANALYZE of the given columns, so that
   * the planner knows the rows. PGlite runs PostgreSQL in single-user mode, where autovacuum never runs; a PostgreSQL
   * server runs its own, and there this does nothing.
   */
  vacuumAnalyze(table: string, columns: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** The statement behind `vacuumAnalyze` on PGlite: the table (maybe schema-qualified) and columns are names of the code. */
export function vacuumAnalyzeSql(table: string, columns: readonly string[]): string {
  return `vacuum (analyze) ${table} (${columns.join(", ")})`;
}

export type DatabaseLocation =
  | { kind: "pglite"; dataDir: string }
  /** In-memory PGlite; with a schema, one PGlite shared by the whole process and this schema of it (tests). */
  | { kind: "memory"; schema?: string }
  | { kind: "postgres"; url: string };

/** A new opener's name: at most 63 characters, PostgreSQL's limit for `application_name`. */
function sessionName(): string {
  return `nivelia-${randomUUID()}`;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * `DATABASE_URL` picks a PostgreSQL server, or in-memory PGlite for tests: `memory://` a private one,
 * `memory://<schema>` that schema of the process's shared one. Otherwise PGlite under `${DATA_DIR}/pglite`.
 */
export function databaseLocation(settings: {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}): DatabaseLocation {
  const url = settings.DATABASE_URL;
  if (url === undefined || url === "") return { kind: "pglite", dataDir: join(settings.DATA_DIR, "pglite") };
  if (url.startsWith("memory:")) {
    const schema = url.slice("memory:".length).replace(/^\/\//, "");
    if (schema === "") return { kind: "memory" };
    if (!SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_URL: "${schema}" is not a schema name`);
    return { kind: "memory", schema };
  }
  return { kind: "postgres", url };
}

/**
 * PGlite runs PostgreSQL with `fsync` off, and its file layer (Emscripten's NODEFS) has no fsync to call: a commit
 * reaches the kernel, not the disk. A lead it acknowledged survives the process being killed (the resilience proofs
 * do that), not the machine stopping (a power cut, a VM host's failure) before the kernel writes its cache out, which
 * can also leave the database to be restored from a backup. PostgreSQL (`DATABASE_URL`) flushes each commit. In
 * production the server says so once at start-up; the README's "Leads, storage and e-mail" has the same words.
 */
export function storageDurabilityWarning(location: DatabaseLocation, nodeEnv: string): string | null {
  if (location.kind !== "pglite" || nodeEnv !== "production") return null;
  return "PGlite writes leads without fsync: they survive a crash of this process, not of the machine (a power cut) in the seconds before the system writes them to disk; set DATABASE_URL to a PostgreSQL server for that";
}

/**
 * A database on this thread (or a server) whose `writeSubmissionGroup` is a transaction of its own statements. It
 * calls the object's `transaction` when it runs, so a wrapper of that method sees the group's transaction too.
 */
export function withGroupWrites(database: Omit<Database, "writeSubmissionGroup">): Database {
  const whole: Database = {
    ...database,
    writeSubmissionGroup: (group) => whole.transaction((tx) => writeSubmissions(tx, group)),
  };
  return whole;
}

/** In-memory PGlite, on the calling thread (tests, where each opener wants its own and start-up time counts). */
async function openMemoryPglite(): Promise<Database> {
  const client = await PGlite.create();
  return withGroupWrites({
    kind: "pglite",
    session: sessionName(),
    ...pgliteQueryable(client, client),
    transaction: (work) => client.transaction((tx) => work(pgliteQueryable(client, tx))),
    vacuumAnalyze: async (table, columns) => {
      await client.query(vacuumAnalyzeSql(table, columns));
    },
    close: () => client.close(),
  });
}

/** The worker's entry: this file's neighbour, as TypeScript source (tests, `tsx`) or as the build's `.js` entry. */
function threadEntry(): URL {
  return new URL(
    import.meta.url.endsWith(".ts") ? "./pglite-thread.ts" : "./pglite-thread.js",
    import.meta.url,
  );
}

/**
 * PGlite on disk, in a worker thread (see pglite-thread.ts): each statement is a message to that thread and its
 * rows the answer (see pglite-channel.ts). A transaction's statements go to the transaction it began there, which
 * holds PGlite's transaction lock until the callback here settles, exactly as PGlite's own `transaction` does on one
 * thread.
 */
async function openPgliteThread(dataDir: string, onStopped?: ThreadStopped): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(threadEntry(), {
    workerData: { role: THREAD_ROLE, dataDir } satisfies ThreadData,
  });
  const channel = threadChannel(worker, onStopped);
  let nextId = 1;
  let nextTransaction = 1;
  const queryable = (tx: number | null): Queryable => ({
    query: <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      channel.ask({ op: "query", id: nextId++, sql, params, tx }) as Promise<Row[]>,
  });

  try {
    await channel.opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    kind: "pglite",
    session: sessionName(),
    ...queryable(null),
    async transaction(work) {
      const stopped = channel.stopped();
      if (stopped !== undefined) throw stopped;
      const tx = nextTransaction++;
      channel.tell({ op: "begin", tx });
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await channel.ask({ op: "end", id: nextId++, tx, commit: false }).catch(() => {});
        throw error;
      }
      await channel.ask({ op: "end", id: nextId++, tx, commit: true });
      return result;
    },
    writeSubmissionGroup: (group) =>
      channel.ask({ op: "writeSubmissions", id: nextId++, group }) as Promise<StoreOutcome[]>,
    vacuumAnalyze: async (table, columns) => {
      await queryable(null).query(vacuumAnalyzeSql(table, columns));
    },
    close: () => channel.close({ op: "close", id: nextId++ }),
  };
}

// Created on first use and never closed: it lives as long as the test worker that shares it.
let sharedMemory: Promise<PGlite> | undefined;

/**
 * One schema of the process's shared in-memory PGlite: tests give every app its own schema instead of starting
 * a PGlite each (seconds of start-up apiece). Each statement runs in a transaction that first sets the search
 * path, since the one PGlite connection is shared; closing leaves the schema for a later "restart" to reopen.
 */
async function openSharedMemorySchema(schema: string): Promise<Database> {
  sharedMemory ??= PGlite.create();
  const client = await sharedMemory;
  await client.query(`create schema if not exists "${schema}"`);
  const inSchema = <T>(work: (tx: Transaction) => Promise<T>) =>
    client.transaction(async (tx) => {
      await tx.query(`set local search_path to "${schema}"`);
      return work(tx);
    });
  return withGroupWrites({
    kind: "pglite",
    session: sessionName(),
    query: <Row extends object>(sql: string, params?: readonly unknown[]) =>
      inSchema((tx) => pgliteQueryable(client, tx).query<Row>(sql, params)),
    transaction: (work) => inSchema((tx) => work(pgliteQueryable(client, tx))),
    // VACUUM cannot run inside the transaction that sets the search path: the table is named with its schema.
    vacuumAnalyze: async (table, columns) => {
      await client.query(vacuumAnalyzeSql(`"${schema}".${table}`, columns));
    },
    close: async () => {},
  });
}

/**
 * A name for each statement text with parameters, so that each connection parses and plans it once and then only
 * binds and runs it (PostgreSQL's prepared statements, kept by node-postgres per connection). Without a name, the
 * server parsed and planned the rate-limit upsert on every request. The API's statements are fixed texts (values
 * always go in parameters), so the map holds a few dozen at most. A pooler in front of PostgreSQL must keep
 * protocol-level prepared statements (PgBouncer 1.21+ with `max_prepared_statements`, or session pooling).
 */
const statementNames = new Map<string, string>();
export function preparedStatementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `nivelia_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

function pgQueryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row & pg.QueryResultRow>(
        params.length > 0 ? { name: preparedStatementName(sql), text: sql, values: [...params] } : sql,
      );
      return result.rows;
    },
  };
}

function openPostgres(url: string): Database {
  const session = sessionName();
  // Idle connections are kept: a live process must keep showing its name in pg_stat_activity.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: session,
    idleTimeoutMillis: 0,
  });
  // An idle client that loses its server must not crash the process; the next query reports the problem.
  pool.on("error", () => {});
  const transaction: Database["transaction"] = async (work) => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(pgQueryable(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  return withGroupWrites({
    kind: "postgres",
    session,
    ...pgQueryable(pool),
    transaction,
    // The server's autovacuum does it.
    vacuumAnalyze: async () => {},
    close: () => pool.end(),
  });
}

/**
 * Opens the database at a location; migrations are a separate step (see migrate.ts). `onThreadStopped` hears PGlite's
 * thread stop before it was closed (on disk only); by default that error crashes the process (see pglite-channel.ts).
 */
export async function openDatabase(
  location: DatabaseLocation,
  onThreadStopped?: ThreadStopped,
): Promise<Database> {
  switch (location.kind) {
    case "pglite":
      return openPgliteThread(location.dataDir, onThreadStopped);
    case "memory":
      return location.schema === undefined ? openMemoryPglite() : openSharedMemorySchema(location.schema);
    case "postgres":
      return openPostgres(location.url);
  }
}
