import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { buildLoggedTestApp, type CapturedLogs, personalDataIn } from "../../test/logged-app";
import { fuzzEndpoints } from "../../test/scenarios/input-fuzz";

// Quick variant of `pnpm test:resilience` (10 000 per endpoint there): generated valid, almost valid and hostile bodies.
describe("any input to the POST endpoints", { timeout: 300_000 }, () => {
  let app: App;
  let logs: CapturedLogs;
  beforeAll(async () => {
    ({ app, logs } = await buildLoggedTestApp({
      SERVE_WEB: "false",
      OUTBOX_POLL_MS: "3600000",
      STRIPE_WEBHOOK_SECRET: "whsec_fuzz",
    }));
  });
  afterAll(() => app.close());

  it("never answers 5xx, always in the documented error shape, and round-trips every accepted lead", async () => {
    const tallies = await fuzzEndpoints(app, 300);
    for (const tally of tallies) {
      expect(tally.problems, tally.endpoint).toEqual([]);
      expect(tally.serverErrors, tally.endpoint).toBe(0);
    }
    const sendEmail = tallies.find((tally) => tally.endpoint === "POST /v1/send-email");
    // The generator's valid share must really reach storage, or the round-trip check proves nothing. The share is
    // random (about 1 in 10 to 1 in 15 bodies), so the bound leaves room for an unlucky draw.
    expect(sendEmail?.accepted).toBeGreaterThan(5);
    expect(sendEmail?.roundTripped).toBe(sendEmail?.accepted);
    expect(personalDataIn(logs.text())).toEqual([]);
  });
});
