import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database";
import { withoutPersonalData } from "../logger";
import { repeatedFailure, setUnrefTimer } from "../repeated-failure";
import { storedLeadBody } from "./templates";
import { MailRateLimited, type MailTransport, type SendReceipt } from "./transports/transport";

export interface OutboxOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  maxAttempts: number;
  pollMs: number;
  log: FastifyBaseLogger;
  /** How long a claimed row stays invisible to other workers while it is being sent (longer than a send can take). */
  leaseMs?: number;
  batchSize?: number;
  /** Runs `run` after `ms` and returns its cancel function; tests pass a timer that fires when they say. */
  setTimer?: (run: () => void, ms: number) => () => void;
  /** While e-mails wait after failures, one of them is tried this often to notice that the transport is back. */
  probeMs?: number;
  /** How often the waiting and given-up counts are logged while there are any, and a repeated failure reminded. */
  reportMs?: number;
  /** The outbox table is vacuumed and analyzed after this many e-mails are claimed (see MAINTAIN_EVERY). */
  maintainEvery?: number;
  /** Milliseconds since the epoch; tests pass a clock they move, so an outage of hours takes no time. */
  clock?: () => number;
  /** Delivers a lead's webhook row to LEAD_WEBHOOK_URL (throws to retry); without the setting such rows wait. */
  webhook?: ((row: ClaimedRow) => Promise<void>) | undefined;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/** E-mails not sent yet: waiting (first try or after failures), and given up after maxAttempts failures. */
export interface OutboxCounts {
  unsent: number;
  failing: number;
  givenUp: number;
}

export interface Outbox {
  /** Starts polling for due e-mails every pollMs. */
  start(): void;
  /** Stops polling after the e-mail being sent; the rest of the batch is handed back for the next start or replica. */
  stop(): Promise<void>;
  /** Sends every e-mail due now (and a probe when one is due), then resolves. */
  drain(): Promise<DrainResult>;
  /** Asks for a pass soon, without waiting for the next poll. */
  wake(): void;
  counts(): Promise<OutboxCounts>;
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

/**
 * 2 s doubling to a 1 h cap: with the default 60 attempts and the worst jitter (half of each delay), an e-mail is
 * retried for more than 25 hours before it is given up (see retryScheduleMs).
 */
export const DEFAULT_BACKOFF = { baseMs: 2000, capMs: 60 * 60 * 1000 };
/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: without VACUUM the dead row versions each
 * e-mail leaves are never reused, and without ANALYZE each claim sorts every waiting e-mail. So the outbox vacuums
 * and analyzes its table at its first pass and after every MAINTAIN_EVERY e-mails claimed (on PostgreSQL too, where
 * it is the little work autovacuum would do anyway).
 */
const MAINTAIN_EVERY = 500;
/**
 * A wake sets the pass this much later, so that the leads of a busy moment share one pass: its claim and marking
 * cost about as much for twenty e-mails as for one, and on PGlite they run on the thread that answers requests.
 */
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

/** The shortest time (every jitter at its minimum) from the first attempt to giving up after maxAttempts. */
export function retryScheduleMs(maxAttempts: number, backoff = DEFAULT_BACKOFF): number {
  let total = 0;
  for (let failures = 1; failures < maxAttempts; failures += 1)
    total += retryDelayMs(failures, backoff, () => 0);
  return total;
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

/** A claim's rows, with what bodyOf needs. */
function withLeads(claim: string): string {
  return `with claimed as (${claim} returning ${COLUMNS}) ${selectWithLead("claimed")}`;
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
 * The durable sender: e-mails are rows of the outbox table, leased with FOR UPDATE SKIP LOCKED (so several
 * processes on one PostgreSQL never take the same row), sent, then marked sent or rescheduled with backoff.
 * After failures one waiting e-mail is tried every probeMs; when a send works again, every waiting e-mail is due.
 * When the service paces its clients (a receipt's wait, or MailRateLimited), sending pauses until its window resets:
 * a rate limit is no failure of the e-mail, so it costs no attempt however large the backlog.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, transport, from, maxAttempts, pollMs, log, batchSize = 20, setTimer = setUnrefTimer } = options;
  const { leaseMs = 2 * 60_000, probeMs = 30_000, reportMs = 5 * 60_000, clock = Date.now } = options;
  const leaseSeconds = leaseMs / 1000;
  let stopped = true;
  // While stop() waits: the pass in progress ends after the e-mail being sent instead of working through the backlog.
  let stopping = false;
  /** The timer set and not fired yet: the delay it was set with (see schedule), and its cancel function. */
  let timer: { delayMs: number; cancel: () => void } | undefined;
  const owner = db.session;
  // A lease also ends when its owner's connections are gone (a killed process): pg_stat_activity lists the live ones,
  // on a server shared by several processes as in PGlite, whose one session is this process's.
  const leaseFree = `(leased_until is null or leased_until <= $1
    or not exists (select 1 from pg_stat_activity where application_name = outbox.lease_owner))`;
  let lastProbe = clock();
  let lastReport = Number.NEGATIVE_INFINITY;
  let transportFailing = false;
  // Until this time (the outbox's clock) the service's rate limit allows no send: passes leave the due e-mails.
  let pausedUntil = Number.NEGATIVE_INFINITY;
  const paused = () => clock() < pausedUntil;
  const maintainEvery = options.maintainEvery ?? MAINTAIN_EVERY;
  // The first pass maintains the table: on PGlite, nothing did since the last run.
  let claimedSinceMaintenance = maintainEvery;
  // Passes run one after another, so drain() and the poller never overlap inside this process.
  let queue: Promise<unknown> = Promise.resolve();

  const now = () => new Date(clock());
  /** E-mails sent and not marked yet: marked by their batch, or by the next pass when marking failed. */
  const sentNotMarked = new Map<string, ClaimedRow>();
  // A mail outage fails every send: the first failure is logged, the repeats counted at debug with a reminder every
  // reportMs, and the first send that works says how many failed (see repeatedFailure).
  const sends = repeatedFailure(
    { log, clock, reportMs },
    "e-mail not sent: will retry",
    "e-mail not sent again",
    "e-mails sent again after failures",
  );
  // The sales tool's receiver is another service: its outage is reported apart from the mail service's.
  const webhookSends = repeatedFailure(
    { log, clock, reportMs },
    "lead webhook not delivered: will retry",
    "lead webhook not delivered again",
    "lead webhooks delivered again after failures",
  );
  const failuresOf = (row: ClaimedRow) => (row.recipient === "webhook" ? webhookSends : sends);

  /** Leases the due rows, or for a probe one waiting e-mail tried early to learn whether the transport works again. */
  function claim(at: Date, probe = false): Promise<ClaimedRow[]> {
    // The clock passed in has milliseconds; a server's now() has microseconds: a row stored in the same millisecond as
    // the pass is due in it, not one pass later.
    const due = probe
      ? "attempts > 0 and recipient <> 'webhook'"
      : "date_trunc('milliseconds', next_attempt_at) <= $1";
    return db.query<ClaimedRow>(
      withLeads(`update outbox set leased_until = $1::timestamptz + make_interval(secs => $2), lease_owner = $3
       where id in (
         select id from outbox where sent_at is null and attempts < $4 and ${due} and ${leaseFree}
         order by next_attempt_at limit $5 for update skip locked
       )`),
      [at, leaseSeconds, owner, maxAttempts, probe ? 1 : batchSize],
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
    if (receipt !== undefined) pauseFor(receipt);
  }

  /** The service's window is used up: no send before it resets (the latest of the waits asked for). */
  function pauseFor({ waitMs }: SendReceipt): void {
    pausedUntil = Math.max(pausedUntil, clock() + waitMs);
  }

  /** A send refused for the rate limit: the row goes back as it was, due, with no attempt counted. */
  async function rateLimited(row: ClaimedRow, limit: MailRateLimited): Promise<void> {
    pauseFor(limit);
    await releaseLeases([row]);
    log.info(
      { outboxId: row.id, transport: transport.name, waitMs: limit.waitMs },
      "mail service rate limit: sending paused",
    );
  }

  /**
   * Marks the rows sent, in one statement for a whole batch (an update per e-mail cost about as much as composing
   * it). After a send that worked while the transport was failing (`recovered`), every waiting e-mail is due now.
   */
  async function markSent(rows: readonly ClaimedRow[], recovered: boolean): Promise<void> {
    if (rows.length > 0) {
      await db.query(
        "update outbox set sent_at = $2, leased_until = null, lease_owner = null where id = any($1::uuid[])",
        [rows.map((row) => row.id), now()],
      );
      for (const row of rows) sentNotMarked.delete(row.id);
      // One line for the batch, naming each e-mail.
      log.info({ outboxIds: rows.map((row) => row.id), transport: transport.name }, "e-mails sent");
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

  async function deliver(row: ClaimedRow): Promise<"sent" | "failed" | "paused"> {
    try {
      await send(row);
    } catch (error) {
      if (error instanceof MailRateLimited) {
        await rateLimited(row, error);
        return "paused";
      }
      // A webhook receiver's outage says nothing of the mail service: it waits on its own backoff, no probe.
      if (row.recipient !== "webhook") transportFailing = true;
      const failures = row.attempts + 1;
      const asked = (error as { retryAfterMs?: unknown }).retryAfterMs;
      const delay = Math.max(retryDelayMs(failures), typeof asked === "number" ? asked : 0);
      await db.query(
        `update outbox set attempts = $2, last_error = $3, leased_until = null, lease_owner = null,
           next_attempt_at = $4::timestamptz + make_interval(secs => $5)
         where id = $1`,
        [row.id, failures, errorText(error), now(), delay / 1000],
      );
      if (failures >= maxAttempts) {
        log.error(
          { outboxId: row.id, err: error, attempts: failures },
          `${row.recipient === "webhook" ? "lead webhook not delivered" : "e-mail not sent"}: giving up`,
        );
      } else {
        failuresOf(row).failed(error);
      }
      return "failed";
    }
    sentNotMarked.set(row.id, row);
    failuresOf(row).worked();
    return "sent";
  }

  /** A probe failure is not an attempt: it neither brings giving up nearer nor moves the retry time. */
  async function probe(at: Date): Promise<boolean> {
    lastProbe = at.getTime();
    const [row] = await claim(at, true);
    if (row === undefined) return false;
    try {
      await send(row);
    } catch (error) {
      if (error instanceof MailRateLimited) {
        // The service answered: it is back, but paces us; the re-drive waits for a probe that goes through.
        await rateLimited(row, error);
        return false;
      }
      await db.query(
        "update outbox set last_error = $2, leased_until = null, lease_owner = null where id = $1",
        [row.id, errorText(error)],
      );
      log.debug({ outboxId: row.id, err: error }, "mail transport still failing");
      return false;
    }
    transportFailing = false;
    sentNotMarked.set(row.id, row);
    sends.worked();
    await markSent([row], true);
    return true;
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

  /** At most once every reportMs: a count at the end of every pass was a query per lead under load. */
  async function report(): Promise<void> {
    if (clock() - lastReport < reportMs) return;
    lastReport = clock();
    const current = await counts();
    if (current.failing === 0 && current.givenUp === 0) return;
    log.warn(
      { ...current, transport: transport.name },
      "e-mails waiting in the outbox: see /v1/ready, and `retry-outbox` for the given-up ones",
    );
  }

  /** Hands claimed rows back unsent (a stop), so that another worker, or the next start, takes them at once. */
  async function releaseLeases(rows: readonly ClaimedRow[]): Promise<void> {
    await db.query("update outbox set leased_until = null, lease_owner = null where id = any($1::uuid[])", [
      rows.map((row) => row.id),
    ]);
  }

  // A pass that failed (the database gone mid-batch) may leave e-mails it sent unmarked, and rows it claimed leased
  // to this live process. Passes run one at a time, so the next one marks the first sent and hands the rest back,
  // instead of sending them again when their lease ends, or leaving them until it does.
  let ownLeasesLeft = false;

  async function pass(): Promise<DrainResult> {
    if (sentNotMarked.size > 0) await markSent([...sentNotMarked.values()], false);
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

  async function passOnce(): Promise<DrainResult> {
    const result = { sent: 0, failed: 0 };
    // Whether a claim may find rows: after a batch shorter than batchSize took every e-mail due, it would find none.
    let due = true;
    while (!stopping && !paused()) {
      if (claimedSinceMaintenance >= maintainEvery) {
        // Statistics of only the columns the claim filters and sorts on, from the small sample migration 6 sets for
        // them: ANALYZE took 10 ms with 40 000 rows, against 260 ms for the whole table at the default sample.
        await db.query("vacuum (analyze) outbox (next_attempt_at, sent_at, attempts, leased_until)");
        claimedSinceMaintenance = 0;
      }
      const at = now();
      const rows: ClaimedRow[] = due ? await claim(at) : [];
      claimedSinceMaintenance += rows.length;
      if (rows.length === 0) {
        if (at.getTime() - lastProbe >= probeMs && (await probe(at))) {
          result.sent += 1;
          due = true;
          continue;
        }
        await report();
        return result;
      }
      // Sent rows are marked together at the end of the batch, or as they are sent once a quarter of the lease taken
      // at `at` has passed: a row must be marked before its lease ends, or another worker could send it again.
      let sent: ClaimedRow[] = [];
      let recovered = false;
      due = rows.length === batchSize;
      for (const [index, row] of rows.entries()) {
        if (stopping || paused()) {
          await releaseLeases(rows.slice(index));
          break;
        }
        const outcome = await deliver(row);
        if (outcome === "paused") continue;
        if (outcome === "failed") {
          result.failed += 1;
          continue;
        }
        result.sent += 1;
        sent.push(row);
        if (transportFailing) {
          transportFailing = false;
          recovered = true;
          // Marking a recovery makes every waiting e-mail due: claim again.
          due = true;
        }
        if (clock() - at.getTime() >= leaseMs / 4) {
          await markSent(sent, recovered);
          sent = [];
          recovered = false;
        }
      }
      await markSent(sent, recovered);
    }
    return result;
  }

  // A pass queued and not started yet: later wakes and drains join it instead of queueing one pass each (a burst of
  // submissions would otherwise queue a pass per submission, each with its own queries, beside the requests).
  let nextPass: Promise<DrainResult> | undefined;

  function enqueue(): Promise<DrainResult> {
    if (nextPass !== undefined) return nextPass;
    const run = queue.then(() => {
      nextPass = undefined;
      return pass();
    });
    nextPass = run;
    queue = run.catch(() => undefined);
    return run;
  }

  // Passes failing one after another (the database unreachable: a pass every poll and every wake) are logged once,
  // with a reminder every reportMs, and their end once (see repeatedFailure).
  const passes = repeatedFailure(
    { log, clock, reportMs },
    "outbox pass failed",
    "outbox pass failed again",
    "outbox passes work again",
  );

  /**
   * Sets the timer of the next pass, unless the one already set was set with a delay no longer: set earlier, it is due
   * no later. (Real time is not read: the timers of tests fire when the test says.) So a wake never pushes back a
   * pass already set, and the poll set when a pass ends never replaces a wake that came during the pass (that lead's
   * e-mails waited a poll interval).
   */
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
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      timer?.cancel();
      timer = undefined;
      await queue;
      // A drain() asked for later (tests call it on a stopped worker) sends everything due again.
      stopping = false;
    },
    drain: enqueue,
    wake() {
      schedule(WAKE_DELAY_MS);
    },
    counts,
  };
}

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
