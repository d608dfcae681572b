import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { isStorageUnavailable } from "../plugins/error-handler";
import { threadChannel } from "./pglite-channel";

/**
 * A stand-in for PGlite's thread, as code Node evaluates: it says it has opened (or could not), answers each query
 * with its SQL as a row, and does what a query's SQL names: fails as PostgreSQL would, throws uncaught, or exits.
 */
const STAND_IN = `
const { parentPort, workerData } = require("node:worker_threads");
if (workerData.cannotOpen) {
  parentPort.postMessage({ id: 0, ok: false, error: { name: "Error", message: "cannot open", fields: {} } });
} else {
  parentPort.postMessage({ id: 0, ok: true, rows: [] });
  parentPort.on("message", (request) => {
    if (request.op === "close") {
      parentPort.postMessage({ id: request.id, ok: true, rows: [] });
      parentPort.close();
    } else if (request.sql === "crash") throw new Error("out of memory in the stand-in");
    else if (request.sql === "exit") process.exit(3);
    else if (request.sql === "refused")
      parentPort.postMessage({
        id: request.id,
        ok: false,
        error: { name: "error", message: "duplicate key", fields: { code: "23505", detail: "Key (id)" } },
      });
    else parentPort.postMessage({ id: request.id, ok: true, rows: [{ sql: request.sql }] });
  });
}`;

function standIn(workerData: { cannotOpen?: boolean } = {}) {
  const worker = new Worker(STAND_IN, { eval: true, workerData });
  const stops: Error[] = [];
  const channel = threadChannel(worker, (error) => stops.push(error));
  const exited = new Promise<number>((resolve) => worker.once("exit", resolve));
  let id = 0;
  const query = (sql: string) => channel.ask({ op: "query", id: ++id, sql, params: [], tx: null });
  return { worker, channel, stops, exited, query, close: () => channel.close({ op: "close", id: ++id }) };
}

describe("the main thread's channel to PGlite's thread", () => {
  it("answers each request by its id, and hands a refusal's fields over", async () => {
    const { channel, stops, query, close } = standIn();
    await channel.opened;
    expect(await Promise.all([query("a"), query("b")])).toEqual([[{ sql: "a" }], [{ sql: "b" }]]);
    const refused = await query("refused").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ message: "duplicate key", code: "23505", detail: "Key (id)" });
    expect(isStorageUnavailable(refused)).toBe(false);
    await close();
    // Closed on purpose: nobody is told it stopped, and later requests say it is closed.
    expect(stops).toEqual([]);
    await expect(query("after")).rejects.toThrow("PGlite is closed");
  });

  it.each([
    ["throws uncaught", "crash", "its thread failed (out of memory in the stand-in)"],
    ["exits", "exit", "its thread exited (code 3)"],
  ])("fails what waits and what comes, and reports once, when the thread %s", async (_, sql, reason) => {
    const { channel, stops, exited, query } = standIn();
    await channel.opened;
    const waiting = query(sql);
    await expect(waiting).rejects.toThrow(`PGlite is closed: ${reason}`);
    await exited;
    const later = await query("later").catch((error: unknown) => error);
    expect(later).toMatchObject({ message: `PGlite is closed: ${reason}` });
    expect(isStorageUnavailable(later)).toBe(true);
    expect(stops.map((error) => error.message)).toEqual([`PGlite is closed: ${reason}`]);
  });

  it("rejects the opening when PGlite cannot open, and reports no stop for it", async () => {
    const { channel, stops, exited } = standIn({ cannotOpen: true });
    await expect(channel.opened).rejects.toThrow("cannot open");
    await exited;
    expect(stops).toEqual([]);
  });

  it("crashes the process by default, as an error of PGlite did on this thread", async () => {
    const worker = new Worker(STAND_IN, { eval: true, workerData: {} });
    const channel = threadChannel(worker);
    await channel.opened;
    const listeners = process.listeners("uncaughtException");
    process.removeAllListeners("uncaughtException");
    const uncaught = new Promise<Error>((resolve) => process.once("uncaughtException", resolve));
    try {
      await channel.ask({ op: "query", id: 1, sql: "exit", params: [], tx: null }).catch(() => undefined);
      expect((await uncaught).message).toBe("PGlite is closed: its thread exited (code 3)");
    } finally {
      for (const listener of listeners) process.on("uncaughtException", listener);
    }
  });
});
