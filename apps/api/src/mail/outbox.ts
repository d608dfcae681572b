import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import { withoutPersonalData } from "../logger";
import { REMINDER_MS, repeatedFailure, setUnrefTimer } from "../repeated-failure";
import { storedLeadBody } from "./templates";
import { MailRateLimited, type MailTransport } from "./transports/transport";

export interface OutboxOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  maxAttempts: number;
  pollMs: number;
  log: FastifyBaseLogger;
  /** Runs `run` after `ms` and returns its cancel function; tests pass a timer that fires when they say. */
  setTimer?: (run: () => void, ms: number) => () => void;
  /** Milliseconds since the epoch; tests pass a clock they move, so an outage of hours takes no time. */
  clock?: () => number;
  /** Delivers a lead's webhook row to LEAD_WEBHOOK_URL (throws to retry); without the setting such rows wait. */
  webhook?: ((row: ClaimedRow) => Promise<void>) | undefined;
}

/** E-mails not sent yet: waiting (first try or after failures), and given up after maxAttempts failures. */
export interface OutboxCounts {
  unsent: number;
  failing: number;
  givenUp: number;
}

export interface ClaimedRow {
  id: string;
  submission_id: string | null;
  recipient: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  /** Null for a lead's e-mail: its body is rendered from its submission (the columns below) when it is sent. */
  html: string | null;
  text: string | null;
  attempts: number;
  created_at: Date;
  form_type: string | null;
  form_data: unknown;
  user_email: string | null;
  consents: Record<string, boolean> | null;
  policy_version: string | null;
  lead_created_at: Date | null;
}

/** 2 s doubling to a 1 h cap: the default 60 attempts keep an e-mail retried for more than 25 hours. */
export const DEFAULT_BACKOFF = { baseMs: 2000, capMs: 60 * 60 * 1000 };
/** How long a claimed row stays invisible to other workers while it is sent (longer than MAIL_TIMEOUT_MS). */
export const LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;
/** While e-mails wait after failures, one of them is tried this often to notice that the transport is back. */
const PROBE_MS = 30_000;
/**
 * PGlite has no autovacuum: the table is vacuumed at the first pass, then at most once a minute (autovacuum's
 * naptime) while e-mails are claimed; every 500 claims blocked a busy server's event loop every second or so.
 */
const MAINTAIN_EVERY_MS = 60_000;
/** A wake sets the pass this much later, so that the leads of a busy moment share one pass. */
export const WAKE_DELAY_MS = 50;

/** Delay before retry number `failures` (1 = after the first failure): half fixed, half random. */
export function retryDelayMs(
  failures: number,
  { baseMs, capMs } = DEFAULT_BACKOFF,
  random = Math.random,
): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.min(Math.max(0, failures - 1), 40));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return withoutPersonalData(text).slice(0, 1000);
}

const COLUMNS =
  "id, submission_id, recipient, to_address, reply_to, subject, html, text, attempts, created_at";

/** Rows of `mails` (outbox rows) with, for a lead's e-mail stored without its body, the submission it is rendered from. */
export function selectWithLead(mails: string): string {
  return `select ${mails}.*, lead.form_type, lead.form_data, lead.user_email,
      lead.consents, lead.policy_version, lead.created_at as lead_created_at
    from ${mails} left join submissions lead on ${mails}.html is null and lead.id = ${mails}.submission_id`;
}

/** The body of a claimed e-mail: stored (an order's confirmation, or a lead's from before migration 7) or rendered. */
export function bodyOf(row: ClaimedRow): { html: string; text: string } {
  if (row.html !== null && row.text !== null) return { html: row.html, text: row.text };
  if (row.form_type === null || row.user_email === null)
    throw new Error(`outbox row ${row.id} has neither a body nor a submission`);
  return storedLeadBody(
    { formType: row.form_type, formData: row.form_data, userEmail: row.user_email, consents: row.consents },
    row.recipient,
  );
}

/**
 * The durable sender: outbox rows leased with FOR UPDATE SKIP LOCKED (no two processes take one), sent, then marked
 * or rescheduled with backoff. During failures one waiting e-mail is probed every PROBE_MS; a send that works makes
 * every waiting e-mail due. A service's rate limit pauses sending until its window resets and costs no attempt.
 */
export function createOutbox(options: OutboxOptions) {
  const { db, transport, from, maxAttempts, pollMs, log } = options;
  const { setTimer = setUnrefTimer, clock = Date.now } = options;
  const owner = db.session;
  let stopped = true;
  // While stop() waits: the pass in progress ends after the e-mail being sent instead of working through the backlog.
  let stopping = false;
  /** The timer set and not fired yet: the delay it was set with (see schedule), and its cancel function. */
  let timer: { delayMs: number; cancel: () => void } | undefined;
  let lastProbe = clock();
  let lastReport = Number.NEGATIVE_INFINITY;
  let transportFailing = false;
  // Until this time (the outbox's clock) the service's rate limit allows no send: passes leave the due e-mails.
  let pausedUntil = Number.NEGATIVE_INFINITY;
  const paused = () => clock() < pausedUntil;
  // The first pass maintains the table: on PGlite, nothing did since the last run.
  let claimedSinceMaintenance = true;
  let maintainedAt = Number.NEGATIVE_INFINITY;
  const now = () => new Date(clock());
  /** E-mails sent and not marked yet: marked by their batch, or by the next pass when marking failed. */
  const sentNotMarked = new Set<string>();
  const failureLog = (failed: string, again: string, worked: string) =>
    repeatedFailure(log, clock, failed, again, worked);
  // An outage fails every send: the first failure is logged, the repeats counted (see repeatedFailure).
  const sends = failureLog(
    "e-mail not sent: will retry",
    "e-mail not sent again",
    "e-mails sent again after failures",
  );
  // The sales tool's receiver is another service: its outage is reported apart from the mail service's.
  const webhookSends = failureLog(
    "lead webhook not delivered: will retry",
    "lead webhook not delivered again",
    "lead webhooks delivered again after failures",
  );
  const passes = failureLog("outbox pass failed", "outbox pass failed again", "outbox passes work again");

  /** Leases the due rows, or for a probe one waiting e-mail tried early to learn whether the transport works again. */
  function claim(at: Date, probe: boolean): Promise<ClaimedRow[]> {
    // `at` has milliseconds, a server's now() microseconds: a row stored in the pass's millisecond is due in it.
    const due = probe
      ? "attempts > 0 and recipient <> 'webhook'"
      : "date_trunc('milliseconds', next_attempt_at) <= $1";
    // A lease also ends when its owner's connections are gone (a killed process): pg_stat_activity lists the live ones.
    return db.query<ClaimedRow>(
      `with claimed as (
         update outbox set leased_until = $1::timestamptz + make_interval(secs => $2), lease_owner = $3
         where id in (
           select id from outbox where sent_at is null and attempts < $4 and ${due}
             and (leased_until is null or leased_until <= $1
               or not exists (select 1 from pg_stat_activity where application_name = outbox.lease_owner))
           order by next_attempt_at limit $5 for update skip locked
         ) returning ${COLUMNS}
       ) ${selectWithLead("claimed")}`,
      [at, LEASE_MS / 1000, owner, maxAttempts, probe ? 1 : BATCH_SIZE],
    );
  }

  async function send(row: ClaimedRow): Promise<void> {
    if (row.recipient === "webhook") {
      if (options.webhook === undefined)
        throw new Error("LEAD_WEBHOOK_URL is not set: the lead's webhook waits");
      return options.webhook(row);
    }
    const receipt = await transport.send({
      id: row.id,
      from,
      to: row.to_address,
      replyTo: row.reply_to,
      subject: row.subject,
      ...bodyOf(row),
      createdAt: row.created_at,
    });
    if (receipt !== undefined) pausedUntil = Math.max(pausedUntil, clock() + receipt.waitMs);
  }

  /** Hands claimed rows back unsent, so that another worker, or the next pass, takes them at once. */
  async function release(ids: readonly string[]): Promise<void> {
    await db.query("update outbox set leased_until = null, lease_owner = null where id = any($1::uuid[])", [
      ids,
    ]);
  }

  /** Marks the rows sent; after a send that worked while the transport was failing, every waiting e-mail is due. */
  async function markSent(recovered: boolean): Promise<void> {
    const ids = [...sentNotMarked];
    if (ids.length > 0) {
      await db.query(
        "update outbox set sent_at = $2, leased_until = null, lease_owner = null where id = any($1::uuid[])",
        [ids, now()],
      );
      for (const id of ids) sentNotMarked.delete(id);
      log.info({ outboxIds: ids, transport: transport.name }, "e-mails sent");
    }
    if (recovered) {
      const redriven = await db.query(
        `update outbox set next_attempt_at = $1
         where sent_at is null and attempts < $2 and next_attempt_at > $1 and recipient <> 'webhook'
         returning id`,
        [now(), maxAttempts],
      );
      log.info({ transport: transport.name, redriven: redriven.length }, "mail transport works again");
    }
  }

  /** Sends one row; a failed probe is no attempt: it neither brings giving up nearer nor moves the retry time. */
  async function deliver(row: ClaimedRow, probe: boolean): Promise<"sent" | "failed" | "paused"> {
    const failures = row.recipient === "webhook" ? webhookSends : sends;
    try {
      await send(row);
    } catch (error) {
      if (error instanceof MailRateLimited) {
        pausedUntil = Math.max(pausedUntil, clock() + error.waitMs);
        await release([row.id]);
        log.info(
          { outboxId: row.id, transport: transport.name, waitMs: error.waitMs },
          "mail service rate limit: sending paused",
        );
        return "paused";
      }
      // A webhook receiver's outage says nothing of the mail service: it waits on its own backoff, no probe.
      if (row.recipient !== "webhook") transportFailing = true;
      const attempts = row.attempts + (probe ? 0 : 1);
      const asked = (error as { retryAfterMs?: unknown }).retryAfterMs;
      // A failed probe keeps the e-mail's own retry time.
      const retryAt = probe
        ? null
        : new Date(clock() + Math.max(retryDelayMs(attempts), typeof asked === "number" ? asked : 0));
      await db.query(
        `update outbox set attempts = $2, last_error = $3, leased_until = null, lease_owner = null,
           next_attempt_at = coalesce($4::timestamptz, next_attempt_at)
         where id = $1`,
        [row.id, attempts, errorText(error), retryAt],
      );
      if (attempts < maxAttempts) failures.failed(error);
      else
        log.error(
          { outboxId: row.id, err: error, attempts },
          `${row.recipient === "webhook" ? "lead webhook not delivered" : "e-mail not sent"}: giving up`,
        );
      return "failed";
    }
    sentNotMarked.add(row.id);
    failures.worked();
    return "sent";
  }

  async function counts(): Promise<OutboxCounts> {
    const [row] = await db.query<OutboxCounts>(
      `select count(*) filter (where attempts < $1)::int as unsent,
              count(*) filter (where attempts > 0 and attempts < $1)::int as failing,
              count(*) filter (where attempts >= $1)::int as "givenUp"
       from outbox where sent_at is null`,
      [maxAttempts],
    );
    return row ?? { unsent: 0, failing: 0, givenUp: 0 };
  }

  /** At most once every REMINDER_MS: a count at the end of every pass was a query per lead under load. */
  async function report(): Promise<void> {
    if (clock() - lastReport < REMINDER_MS) return;
    lastReport = clock();
    const current = await counts();
    if (current.failing === 0 && current.givenUp === 0) return;
    log.warn(
      { ...current, transport: transport.name },
      "e-mails waiting in the outbox: see /v1/ready, and `retry-outbox` for the given-up ones",
    );
  }

  // A failed pass (database gone mid-batch) may leave sent rows unmarked and own leases: the next pass settles them.
  let ownLeasesLeft = false;

  async function pass() {
    await markSent(false);
    if (ownLeasesLeft) {
      await db.query(
        "update outbox set leased_until = null, lease_owner = null where lease_owner = $1 and sent_at is null",
        [owner],
      );
      ownLeasesLeft = false;
    }
    try {
      return await passOnce();
    } catch (error) {
      ownLeasesLeft = true;
      throw error;
    }
  }

  async function passOnce() {
    const result = { sent: 0, failed: 0 };
    while (!stopping && !paused()) {
      if (claimedSinceMaintenance && clock() - maintainedAt >= MAINTAIN_EVERY_MS) {
        // Statistics of only the columns the claim uses, from migration 6's small sample.
        await db.query("vacuum (analyze) outbox (next_attempt_at, sent_at, attempts, leased_until)");
        claimedSinceMaintenance = false;
        maintainedAt = clock();
      }
      const at = now();
      let rows = await claim(at, false);
      const probe = rows.length === 0 && at.getTime() - lastProbe >= PROBE_MS;
      if (probe) {
        lastProbe = at.getTime();
        rows = await claim(at, true);
      }
      if (rows.length === 0) {
        await report();
        return result;
      }
      claimedSinceMaintenance = true;
      // Marked per batch, or sooner once a quarter of the lease has passed: unmarked at its end, a row could go twice.
      let recovered = false;
      for (const [index, row] of rows.entries()) {
        if (stopping || paused()) {
          await release(rows.slice(index).map((left) => left.id));
          break;
        }
        const outcome = await deliver(row, probe);
        if (outcome === "paused") continue;
        result[outcome] += 1;
        if (outcome === "failed") continue;
        // Marking a recovery makes every waiting e-mail due.
        recovered ||= transportFailing || probe;
        transportFailing = false;
        if (clock() - at.getTime() >= LEASE_MS / 4) {
          await markSent(recovered);
          recovered = false;
        }
      }
      await markSent(recovered);
    }
    return result;
  }

  // Passes run one after another; a pass queued and not started yet is joined by later wakes and drains.
  let queue: Promise<unknown> = Promise.resolve();
  let nextPass: ReturnType<typeof pass> | undefined;

  function enqueue() {
    if (nextPass !== undefined) return nextPass;
    const run = queue.then(() => {
      nextPass = undefined;
      return pass();
    });
    nextPass = run;
    queue = run.catch(() => undefined);
    return run;
  }

  /** Sets the next pass's timer unless one set with no longer a delay is due sooner: a wake never delays a pass. */
  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer !== undefined && timer.delayMs <= delayMs) return;
    timer?.cancel();
    const cancel = setTimer(() => {
      timer = undefined;
      enqueue()
        .then(passes.worked, passes.failed)
        // Paused by the service's rate limit: the next pass when its window resets, not a poll later.
        .finally(() => schedule(paused() ? pausedUntil - clock() : pollMs));
    }, delayMs);
    timer = { delayMs, cancel };
  }

  return {
    /** Starts polling for due e-mails every pollMs. */
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Stops after the e-mail being sent; the rest of the batch is handed back for the next start or replica. */
    async stop() {
      stopped = true;
      stopping = true;
      timer?.cancel();
      timer = undefined;
      await queue;
      // A drain() asked for later (tests call it on a stopped worker) sends everything due again.
      stopping = false;
    },
    /** Sends every e-mail due now (and a probe when one is due), then resolves with the numbers sent and failed. */
    drain: enqueue,
    /** Asks for a pass soon, without waiting for the next poll. */
    wake() {
      schedule(WAKE_DELAY_MS);
    },
    counts,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** Makes the given-up e-mails (or the given ids) due again with a fresh count of attempts; returns how many. */
export async function retryGivenUp(
  db: Database,
  maxAttempts: number,
  ids: readonly string[] = [],
): Promise<number> {
  const rows = await db.query(
    `update outbox set attempts = 0, next_attempt_at = now(), leased_until = null, lease_owner = null
     where sent_at is null and attempts >= $1 and (cardinality($2::uuid[]) = 0 or id = any($2::uuid[]))
     returning id`,
    [maxAttempts, ids],
  );
  return rows.length;
}
