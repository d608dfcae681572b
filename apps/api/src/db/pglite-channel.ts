import type { Worker } from "node:worker_threads";
import type { ThreadReply, ThreadRequest, WireError } from "./pglite-thread";

/** What happens when PGlite's thread stops without being closed (see `threadChannel`). */
export type ThreadStopped = (error: Error) => void;

/**
 * By default the error is thrown on this thread, uncaught, as an error of PGlite was when it ran here: the server's
 * crash handling (close-with-grace) logs it, closes the server and exits, and its supervisor starts it again
 * (`restart: unless-stopped` in docker-compose.yml). Left running, the server would answer every lead 503 until
 * someone restarted it.
 */
export const crashOnThreadStop: ThreadStopped = (error) => {
  process.nextTick(() => {
    throw error;
  });
};

function fromWireError(wire: WireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  error.name = wire.name;
  if (wire.stack !== undefined) error.stack = wire.stack;
  return error;
}

export interface ThreadChannel {
  /** Settles when the thread has opened PGlite (its reply of id 0), or could not. */
  opened: Promise<void>;
  /** Sends a request and waits for its reply: rows, or the error the thread met (with its SQLSTATE fields). */
  ask(request: ThreadRequest & { id: number }): Promise<object[]>;
  /** Sends a request that has no reply (a transaction's `begin`). */
  tell(request: ThreadRequest): void;
  /** Why the thread can no longer answer, once it cannot. */
  stopped(): Error | undefined;
  /** Asks the thread to close PGlite and waits until it has exited. */
  close(request: ThreadRequest & { op: "close" }): Promise<void>;
}

/**
 * The main thread's side of PGlite's thread: each request waits for the reply of its id. The thread keeps the process
 * alive only while a request waits for its reply. If it stops, every waiting and later request fails with "PGlite is
 * closed", which the API reports as storage unavailable; and if it stops after it opened and before `close`,
 * `onStopped` hears it once.
 */
export function threadChannel(worker: Worker, onStopped: ThreadStopped = crashOnThreadStop): ThreadChannel {
  const waiting = new Map<number, { resolve: (rows: object[]) => void; reject: (error: Error) => void }>();
  let stopped: Error | undefined;
  let open = false;
  let closing = false;

  const opened = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  }).then(() => {
    open = true;
    if (waiting.size === 0) worker.unref();
  });
  const stop = (error: Error) => {
    if (stopped !== undefined) return;
    stopped = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    if (open && !closing) onStopped(error);
  };
  worker.on("message", (reply: ThreadReply) => {
    const waiter = waiting.get(reply.id);
    if (waiter === undefined) return;
    waiting.delete(reply.id);
    if (waiting.size === 0 && open) worker.unref();
    if (reply.ok) waiter.resolve(reply.rows);
    else waiter.reject(fromWireError(reply.error));
  });
  worker.on("error", (error) =>
    stop(new Error(`PGlite is closed: its thread failed (${error.message})`, { cause: error })),
  );
  worker.on("exit", (code) => stop(new Error(`PGlite is closed: its thread exited (code ${code})`)));

  const ask = (request: ThreadRequest & { id: number }): Promise<object[]> => {
    if (stopped !== undefined) return Promise.reject(stopped);
    return new Promise((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  };

  return {
    opened,
    ask,
    tell: (request) => worker.postMessage(request),
    stopped: () => stopped,
    async close(request) {
      if (stopped !== undefined) return;
      closing = true;
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      await ask(request);
      // Held until the thread has gone, so that what follows the close still runs.
      worker.ref();
      await exited;
    },
  };
}
