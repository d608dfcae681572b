import { describe, expect, it } from "vitest";
import { OUTAGE_KINDS, runMailOutage } from "../test/scenarios/mail-outage";
import { freshTestDatabaseUrl } from "../test/test-database";
import { DEFAULT_BACKOFF, retryDelayMs } from "./outbox";

describe("the outbox's retry schedule", () => {
  it("keeps trying for more than 24 hours with the default 60 attempts, even with the shortest jitter", () => {
    let shortest = 0;
    for (let failures = 1; failures < 60; failures += 1)
      shortest += retryDelayMs(failures, DEFAULT_BACKOFF, () => 0);
    expect(shortest).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(retryDelayMs(1000, DEFAULT_BACKOFF, () => 1)).toBe(DEFAULT_BACKOFF.capMs);
  });
});

// Quick variants of `pnpm test:resilience` (500 submissions): three submissions arriving during the same five
// simulated minutes of outage, their e-mails retried at every due step (a timeout is the fake's signal that it holds
// a send unanswered, so no real time is waited). Each failed SMTP attempt is a real connection to the fake.
const LEADS = 3;
describe("a five-minute mail outage, with the real clients against local fakes", { timeout: 120_000 }, () => {
  // Concurrent: each kind has its own app, fakes and database, and most of an SMTP kind's time is smtp-server's fixed
  // 100 ms wait before each greeting (its check for clients that talk too soon), which the kinds can wait out together.
  it.concurrent.for(OUTAGE_KINDS)(
    "%s: every submission answered, stored and delivered once after recovery",
    async (kind, { expect }) => {
      const result = await runMailOutage({
        kind,
        leads: LEADS,
        outageMs: 5 * 60 * 1000,
        databaseUrl: await freshTestDatabaseUrl(),
      });
      expect(result.problems).toEqual([]);
      expect(result).toMatchObject({
        accepted: LEADS,
        stored: LEADS,
        delivered: 2 * LEADS,
        duplicates: 0,
        serverErrors: 0,
      });
    },
  );
});
