import type { FastifyBaseLogger } from "fastify";

/** Runs `run` after `ms` and returns its cancel function; the timer alone does not keep the process alive. */
export function setUnrefTimer(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

/** While the same error repeats, it is logged at error again this often (a reminder); in between, at debug. */
export const REMINDER_MS = 5 * 60_000;

/**
 * The log of a task retried while what it needs is down: the first failure, a new error and a reminder every
 * REMINDER_MS at error, repeats at debug, and the first success once at info with how many failed and for how long.
 */
export function repeatedFailure(
  log: Pick<FastifyBaseLogger, "error" | "debug" | "info">,
  /** Milliseconds since the epoch; tests pass a clock they move. */
  clock: () => number,
  failed: string,
  again: string,
  worked: string,
) {
  let failing: { since: number; failures: number; said: string; saidAt: number } | null = null;
  return {
    failed(error: unknown) {
      const at = clock();
      const what =
        error instanceof Error
          ? `${String((error as { code?: unknown }).code)} ${error.message}`
          : String(error);
      failing ??= { since: at, failures: 0, said: "", saidAt: at };
      failing.failures += 1;
      const line = { err: error, failures: failing.failures, failingForMs: at - failing.since };
      if (failing.failures > 1 && what === failing.said && at - failing.saidAt < REMINDER_MS) {
        log.debug(line, again);
        return;
      }
      log.error(line, failed);
      failing.said = what;
      failing.saidAt = at;
    },
    worked() {
      if (failing === null) return;
      log.info({ failures: failing.failures, failingForMs: clock() - failing.since }, worked);
      failing = null;
    },
  };
}
