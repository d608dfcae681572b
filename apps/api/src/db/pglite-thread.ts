/**
 * PGlite on disk runs in a worker thread of its own, so that PostgreSQL's work (compiled to WebAssembly) no longer
 * runs on the thread that reads requests: on two CPUs, the server answers while its database writes. This module
 * is that thread's entry, and also what the main thread shares with it (the prepared statements).
 *
 * Node loads it as the worker's entry straight from its source in tests and under `tsx` (Node 24 strips the types),
 * so it imports only packages, types, and `submissions.ts` (which imports only types of ours) by its file name.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse as pgliteParse, protocol, type Transaction } from "@electric-sql/pglite";
import type { Queryable } from "./database";
// With its extension: Node loads this file as the worker's entry from source, and resolves only whole names.
import { type PendingSubmission, writeSubmissions } from "./submissions.ts";

/** A statement PGlite has parsed and planned under a name, with the types of its parameters. */
interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

/** Each PGlite's named statements, by statement text (the API's texts are fixed: a few dozen at most). */
const preparedStatements = new WeakMap<PGlite, Map<string, PreparedStatement>>();

function joinMessages(messages: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/**
 * Runs a statement with parameters as a named prepared statement of this PGlite: parsed and planned on first use,
 * then each run is one call into PGlite (bind, describe, execute, sync) instead of PGlite's `query`, which makes six
 * calls and parses and plans the text every time. The group commit's look-up of earlier leads cost 700 µs of CPU that
 * way and 160 µs prepared; its insert 500 µs and 250 µs. It takes the locks PGlite's own `query` takes: outside a
 * transaction it waits for any transaction in progress (else it would run inside that transaction, and be rolled back
 * with it), and it never runs between the calls of another statement; inside a transaction it leaves the file system
 * sync to the commit, as `query` does. A change of search_path or of a table re-plans the statement (PostgreSQL's plan
 * cache).
 */
function runPrepared<Row extends object>(
  client: PGlite,
  sql: string,
  params: readonly unknown[],
  inTransaction: boolean,
): Promise<Row[]> {
  const run = () =>
    client.runExclusive(async () => {
      let statements = preparedStatements.get(client);
      if (statements === undefined) {
        statements = new Map();
        preparedStatements.set(client, statements);
      }
      let statement = statements.get(sql);
      if (statement === undefined) {
        const name = `nivelia_${statements.size + 1}`;
        const described = await client.execProtocol(
          joinMessages([
            protocol.serialize.parse({ name, text: sql }),
            protocol.serialize.describe({ type: "S", name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        statement = { name, parameterTypes: pgliteParse.parseDescribeStatementResults(described.messages) };
        statements.set(sql, statement);
      }
      const { name, parameterTypes } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize = client.serializers[parameterTypes[index] ?? 0];
        return serialize === undefined ? String(value) : serialize(value);
      });
      const ran = await client.execProtocol(
        joinMessages([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: "P" }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      return (pgliteParse.parseResults(ran.messages, client.parsers)[0]?.rows ?? []) as Row[];
    });
  // PGlite's `query` takes the transaction lock, then the statement lock; a transaction's statements take the second.
  return inTransaction ? run() : client._runExclusiveTransaction(run);
}

/** Statements with parameters run prepared (see runPrepared); those without (DDL, VACUUM) through PGlite's own. */
export function pgliteQueryable(client: PGlite, target: PGlite | Transaction): Queryable {
  const inTransaction = target !== client;
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      if (params.length > 0) return runPrepared<Row>(client, sql, params, inTransaction);
      const result = await target.query<Row>(sql);
      return result.rows;
    },
  };
}

/** What the main thread asks. A transaction's statements name it; `end` commits or rolls it back. */
export type ThreadRequest =
  | { op: "query"; id: number; sql: string; params: readonly unknown[]; tx: number | null }
  | { op: "begin"; tx: number }
  /** A group commit of leads, whole: one transaction of writeSubmissions, answered with the outcomes. */
  | { op: "writeSubmissions"; id: number; group: readonly PendingSubmission[] }
  | { op: "end"; id: number; tx: number; commit: boolean }
  | { op: "close"; id: number };

/** An error as it crosses the thread: its message, name and scalar fields (PostgreSQL's `code`, `detail`, ...). */
export interface WireError {
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, string | number | boolean>;
}

/** Answers a request by its id; id 0 is sent once, when PGlite has opened or could not. */
export type ThreadReply =
  | { id: number; ok: true; rows: object[] }
  | { id: number; ok: false; error: WireError };

function toWireError(error: unknown): WireError {
  if (!(error instanceof Error))
    return { name: "Error", message: String(error), stack: undefined, fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === "message" || key === "stack" || key === "name") continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The worker's data that makes this module serve: the main thread's other imports of it do nothing. */
export const THREAD_ROLE = "nivelia-pglite";
export interface ThreadData {
  role: typeof THREAD_ROLE;
  dataDir: string;
}

function isThreadData(data: unknown): data is ThreadData {
  return typeof data === "object" && data !== null && (data as { role?: unknown }).role === THREAD_ROLE;
}

/** Thrown inside a transaction's callback to roll it back when the main thread asks for it. */
const ROLLBACK = Symbol("rollback");

interface OpenTransaction {
  queryable: Promise<Queryable>;
  end(commit: boolean): void;
  done: Promise<void>;
}

async function serve(port: NonNullable<typeof parentPort>, data: ThreadData): Promise<void> {
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: data.dataDir });
  } catch (error) {
    port.postMessage({ id: 0, ok: false, error: toWireError(error) } satisfies ThreadReply);
    return;
  }
  const outside = pgliteQueryable(client, client);
  const transactions = new Map<number, OpenTransaction>();

  const begin = (tx: number) => {
    let opened!: (queryable: Queryable) => void;
    let failed!: (error: unknown) => void;
    let end!: (commit: boolean) => void;
    const queryable = new Promise<Queryable>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    const ended = new Promise<boolean>((resolve) => {
      end = resolve;
    });
    const done = client
      .transaction(async (inside) => {
        opened(pgliteQueryable(client, inside));
        if (!(await ended)) throw ROLLBACK;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          failed(error);
          if (error !== ROLLBACK) throw error;
        },
      );
    // Its statements' errors are answered to them; `done` is answered to `end`.
    queryable.catch(() => {});
    done.catch(() => {});
    transactions.set(tx, { queryable, end, done });
  };

  const answer = (id: number, work: Promise<object[]>) =>
    work.then(
      (rows) => port.postMessage({ id, ok: true, rows } satisfies ThreadReply),
      (error: unknown) =>
        port.postMessage({ id, ok: false, error: toWireError(error) } satisfies ThreadReply),
    );

  port.on("message", (request: ThreadRequest) => {
    switch (request.op) {
      case "query": {
        const { sql, params, tx } = request;
        if (tx === null) {
          void answer(request.id, outside.query(sql, params));
          break;
        }
        const open = transactions.get(tx);
        void answer(
          request.id,
          open === undefined
            ? Promise.reject(new Error(`transaction ${tx} is not open`))
            : open.queryable.then((queryable) => queryable.query(sql, params)),
        );
        break;
      }
      case "begin":
        begin(request.tx);
        break;
      case "writeSubmissions":
        void answer(
          request.id,
          client.transaction((tx) => writeSubmissions(pgliteQueryable(client, tx), request.group)),
        );
        break;
      case "end": {
        const open = transactions.get(request.tx);
        transactions.delete(request.tx);
        if (open === undefined) {
          void answer(request.id, Promise.reject(new Error(`transaction ${request.tx} is not open`)));
          break;
        }
        open.end(request.commit);
        void answer(
          request.id,
          open.done.then(() => []),
        );
        break;
      }
      case "close":
        void answer(
          request.id,
          client.close().then(() => []),
        ).then(() => port.close());
        break;
    }
  });
  port.postMessage({ id: 0, ok: true, rows: [] } satisfies ThreadReply);
}

if (parentPort !== null && isThreadData(workerData)) void serve(parentPort, workerData);
