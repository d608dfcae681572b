/**
 * Milliseconds a `Retry-After` value asks for: whole seconds, or an HTTP date measured from `now`. Undefined when the
 * value is absent, unreadable or in the past. Callers cap it to what they can wait.
 */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === undefined || value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  return Math.round(ms);
}

/**
 * How the site sends a lead again after a passing fault (a deploy restarting the server, the database coming back, a
 * dropped connection) before it tells the visitor that sending failed. Every attempt carries the same
 * Idempotency-Key, so the server stores and sends the lead once however many attempts reach it.
 */
export const SUBMISSION_RETRY = {
  /** Attempts in all, the first one included. */
  attempts: 3,
  /**
   * The wait after the first failure when the answer names none; it doubles after each further failure. 2 s then 4 s
   * cover a restart of the API with room to spare (1.2-1.5 s on the development machine from SIGTERM to answering
   * again on PGlite; longer on a busy machine), when no 503 says how long to wait.
   */
  firstDelayMs: 2000,
  /** The longest wait between two attempts, whatever Retry-After asks: the visitor is watching the button. */
  maxDelayMs: 10_000,
} as const;

/** Answers that say "not now" rather than "no": a proxy without its server, a server stopping or without storage. */
const PASSING_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** A failed attempt as the retry rule sees it. */
export interface SubmissionFailure {
  /** The answer's status; 0 when none came (the connection failed or was dropped). */
  readonly status: number;
  /** The answer's Retry-After header, if any. */
  readonly retryAfter?: string | null;
  /** The attempt waited its whole timeout: sending it again would keep the visitor waiting as long once more. */
  readonly timedOut?: boolean;
}

/**
 * The wait before the next attempt after `failures` failed ones (1 after the first), or null to give up: no attempt
 * left, a timeout, or an answer that another attempt would not change (a 4xx such as a validation error or the rate
 * limit, or a 500).
 */
export function submissionRetryDelayMs(
  failure: SubmissionFailure,
  failures: number,
  now = Date.now(),
): number | null {
  if (failures >= SUBMISSION_RETRY.attempts || failure.timedOut === true) return null;
  if (failure.status !== 0 && !PASSING_STATUSES.has(failure.status)) return null;
  const doubling = SUBMISSION_RETRY.firstDelayMs * 2 ** (failures - 1);
  return Math.min(retryAfterMs(failure.retryAfter, now) ?? doubling, SUBMISSION_RETRY.maxDelayMs);
}

/** Waits `ms` milliseconds; tests pass their own to see the waits without spending them. */
export type Wait = (ms: number) => Promise<void>;

const waitOnTheClock: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds or SUBMISSION_RETRY gives up, waiting between attempts; `failureOf` says what a
 * thrown error was (null: not a failure to retry). The caller keeps one Idempotency-Key across the attempts. Throws
 * the last error.
 */
export async function withSubmissionRetries<T>(
  attempt: () => Promise<T>,
  failureOf: (error: unknown) => SubmissionFailure | null,
  wait: Wait = waitOnTheClock,
): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      const failure = failureOf(error);
      const delay = failure === null ? null : submissionRetryDelayMs(failure, failures);
      if (delay === null) throw error;
      await wait(delay);
    }
  }
}
