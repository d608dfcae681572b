import { describe, expect, it } from "vitest";
import { retryAfterMs, SUBMISSION_RETRY, submissionRetryDelayMs, withSubmissionRetries } from "./retry";

const NOW = Date.parse("2026-11-27T10:00:00Z");

describe("retryAfterMs", () => {
  it("reads whole seconds and HTTP dates, measured from now", () => {
    expect(retryAfterMs("5", NOW)).toBe(5000);
    expect(retryAfterMs("0", NOW)).toBe(0);
    expect(retryAfterMs("Fri, 27 Nov 2026 10:00:30 GMT", NOW)).toBe(30_000);
  });

  it("is undefined for nothing, nonsense and the past", () => {
    for (const value of [undefined, null, "", "  ", "pronto", "-3", "Fri, 27 Nov 2026 09:59:00 GMT"])
      expect(retryAfterMs(value, NOW), String(value)).toBeUndefined();
  });
});

describe("submissionRetryDelayMs", () => {
  it("waits what the server asks after a 503 (a deploy, storage coming back), at most maxDelayMs", () => {
    expect(submissionRetryDelayMs({ status: 503, retryAfter: "5" }, 1, NOW)).toBe(5000);
    expect(submissionRetryDelayMs({ status: 503, retryAfter: "120" }, 1, NOW)).toBe(
      SUBMISSION_RETRY.maxDelayMs,
    );
  });

  it("doubles from firstDelayMs when nothing is named: a dropped connection, a 502 or 504", () => {
    expect(submissionRetryDelayMs({ status: 0 }, 1, NOW)).toBe(SUBMISSION_RETRY.firstDelayMs);
    expect(submissionRetryDelayMs({ status: 502 }, 2, NOW)).toBe(2 * SUBMISSION_RETRY.firstDelayMs);
    expect(submissionRetryDelayMs({ status: 504, retryAfter: "soon" }, 1, NOW)).toBe(
      SUBMISSION_RETRY.firstDelayMs,
    );
  });

  it("gives up after the last attempt", () => {
    expect(submissionRetryDelayMs({ status: 503 }, SUBMISSION_RETRY.attempts - 1, NOW)).not.toBeNull();
    expect(submissionRetryDelayMs({ status: 503 }, SUBMISSION_RETRY.attempts, NOW)).toBeNull();
  });

  it("never sends again what another attempt would not change, nor after a timeout", () => {
    for (const status of [400, 409, 413, 415, 422, 429, 500])
      expect(submissionRetryDelayMs({ status, retryAfter: "1" }, 1, NOW), String(status)).toBeNull();
    expect(submissionRetryDelayMs({ status: 0, timedOut: true }, 1, NOW)).toBeNull();
  });
});

describe("withSubmissionRetries", () => {
  const failing = (status: number) => Object.assign(new Error(`status ${status}`), { status });
  const failureOf = (error: unknown) =>
    error instanceof Error && "status" in error ? { status: Number(error.status) } : null;

  it("runs the attempt again after each passing failure, waiting between, until it succeeds", async () => {
    const answers = [failing(503), failing(0)];
    const waits: number[] = [];
    const result = await withSubmissionRetries(
      async () => {
        const next = answers.shift();
        if (next) throw next;
        return "stored";
      },
      failureOf,
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(result).toBe("stored");
    expect(waits).toEqual([SUBMISSION_RETRY.firstDelayMs, 2 * SUBMISSION_RETRY.firstDelayMs]);
  });

  it("throws the last error once the attempts are spent, or at once when the error is not a passing one", async () => {
    let attempts = 0;
    const always = (status: number) => async () => {
      attempts += 1;
      throw failing(status);
    };
    const noWait = async () => {};
    await expect(withSubmissionRetries(always(503), failureOf, noWait)).rejects.toThrow("status 503");
    expect(attempts).toBe(SUBMISSION_RETRY.attempts);
    attempts = 0;
    await expect(withSubmissionRetries(always(400), failureOf, noWait)).rejects.toThrow("status 400");
    expect(attempts).toBe(1);
    attempts = 0;
    await expect(withSubmissionRetries(always(503), () => null, noWait)).rejects.toThrow("status 503");
    expect(attempts).toBe(1);
  });
});
