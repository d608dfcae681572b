import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import type { MailTransport } from "./transports/transport";

export interface OutboxOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  maxAttempts: number;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Retry delays: exponential from baseMs, capped at capMs, with jitter. */
  backoff?: { baseMs: number; capMs: number };
  /** How long a claimed row stays invisible to other workers while it is being sent. */
  leaseMs?: number;
  batchSize?: number;
  /** Runs `run` after `ms` and returns its cancel function; tests pass a timer that fires when they say. */
  setTimer?: (run: () => void, ms: number) => () => void;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export interface Outbox {
  /** Starts polling for due e-mails every pollMs. */
  start(): void;
  /** Stops polling and waits for the e-mails being sent. */
  stop(): Promise<void>;
  /** Sends every e-mail due now, then resolves (tests, and a nudge after a new submission). */
  drain(): Promise<DrainResult>;
  /** Asks for a pass soon, without waiting for the next poll. */
  wake(): void;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  created_at: Date;
}

const DEFAULT_BACKOFF = { baseMs: 1000, capMs: 10 * 60 * 1000 };

function setUnrefTimer(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  // The poller alone must not keep the process alive.
  timer.unref();
  return () => clearTimeout(timer);
}

/** Delay before retry number `failures` (1 = after the first failure): half fixed, half random. */
export function retryDelayMs(
  failures: number,
  { baseMs, capMs } = DEFAULT_BACKOFF,
  random = Math.random,
): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/**
 * The durable sender: e-mails are rows of the outbox table, claimed with FOR UPDATE SKIP LOCKED (so several
 * processes on one PostgreSQL never take the same row), sent, then marked sent or rescheduled with backoff.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, transport, from, maxAttempts, pollMs, log } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const leaseSeconds = (options.leaseMs ?? 5 * 60 * 1000) / 1000;
  const batchSize = options.batchSize ?? 20;
  const setTimer = options.setTimer ?? setUnrefTimer;
  let stopped = true;
  let cancelTimer: (() => void) | undefined;
  // Passes run one after another, so drain() and the poller never overlap inside this process.
  let queue: Promise<unknown> = Promise.resolve();

  async function claim(): Promise<ClaimedRow[]> {
    return db.query<ClaimedRow>(
      `update outbox set next_attempt_at = now() + make_interval(secs => $1)
       where id in (
         select id from outbox
         where sent_at is null and attempts < $2 and next_attempt_at <= now()
         order by next_attempt_at
         limit $3
         for update skip locked
       )
       returning id, to_address, reply_to, subject, html, text, attempts, created_at`,
      [leaseSeconds, maxAttempts, batchSize],
    );
  }

  async function deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await transport.send({
        id: row.id,
        from,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        createdAt: row.created_at,
      });
      await db.query("update outbox set sent_at = now() where id = $1", [row.id]);
      log.info({ outboxId: row.id, transport: transport.name }, "e-mail sent");
      return true;
    } catch (error) {
      const failures = row.attempts + 1;
      const delay = retryDelayMs(failures, backoff);
      await db.query(
        `update outbox set attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)
         where id = $1`,
        [row.id, failures, errorText(error), delay / 1000],
      );
      if (failures >= maxAttempts) {
        log.error({ outboxId: row.id, err: error, attempts: failures }, "e-mail not sent: giving up");
      } else {
        log.warn(
          { outboxId: row.id, err: error, attempts: failures, retryInMs: delay },
          "e-mail not sent: will retry",
        );
      }
      return false;
    }
  }

  async function pass(): Promise<DrainResult> {
    const result = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return result;
      for (const row of rows) {
        if (await deliver(row)) result.sent += 1;
        else result.failed += 1;
      }
    }
  }

  function enqueue(): Promise<DrainResult> {
    const run = queue.then(pass);
    queue = run.catch(() => undefined);
    return run;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    cancelTimer?.();
    cancelTimer = setTimer(() => {
      enqueue()
        .catch((error: unknown) => log.error({ err: error }, "outbox pass failed"))
        .finally(() => schedule(pollMs));
    }, delayMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      cancelTimer?.();
      await queue;
    },
    drain: enqueue,
    wake() {
      schedule(0);
    },
  };
}
