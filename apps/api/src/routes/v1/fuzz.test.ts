import { CHECKOUT_PRODUCT_IDS } from "@nivelia/domain/forms";
import fc from "fast-check";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { buildTestApp } from "../../test/build-test-app";
import { type FakeHttpServer, sendJson, startFakeHttpServer } from "../../test/fake-http-server";
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from "../../test/fake-stripe";

const SECRET = "whsec_fuzz_secret";
const RUNS = { numRuns: 200 };

// Bodies as a client could send them: JSON of any shape, near-misses of the real body, and text that is not JSON.
const anyJson = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value));
const notJson = fc.string({ maxLength: 200 });
const bodyWith = (field: string, value: fc.Arbitrary<unknown>) =>
  fc
    .record({ [field]: value, extra: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }) })
    .map((body) => JSON.stringify(body));

describe("random input never yields a 5xx", () => {
  let app: App;
  let stripe: FakeStripe;
  let ai: FakeHttpServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    // An AI provider that answers with random text, valid or not.
    let call = 0;
    ai = await startFakeHttpServer((_request, response) => {
      call += 1;
      const content =
        call % 3 === 0 ? "no es json" : JSON.stringify({ isDevelopmentTechnology: call % 2 === 0 });
      sendJson(response, call % 5 === 0 ? 500 : 200, { choices: [{ message: { content } }] });
    });
    app = await buildTestApp({
      ...fakeStripeEnv(stripe),
      CHECKOUT_ENABLED: "true",
      STRIPE_WEBHOOK_SECRET: SECRET,
      AI_BASE_URL: ai.url,
      AI_API_KEY: "k",
      AI_MODEL: "m",
      // The fake answers at once: a short timeout would only slow the test on a busy machine, not strengthen it.
      AI_TIMEOUT_MS: "60000",
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
    await ai.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...headers }, payload });

  it("POST /v1/verify-technology", async () => {
    const technology = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, notJson, bodyWith("technology", technology)), async (payload) => {
        const response = await post("/v1/verify-technology", payload);
        expect(response.statusCode).toBeLessThan(500);
      }),
      RUNS,
    );
  });

  it("POST /v1/checkout", async () => {
    const packageId = fc.oneof(
      fc.constantFrom(...CHECKOUT_PRODUCT_IDS),
      fc.string({ maxLength: 20 }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, notJson, bodyWith("packageId", packageId)), async (payload) => {
        const response = await post("/v1/checkout", payload);
        expect(response.statusCode).toBeLessThan(500);
      }),
      RUNS,
    );
  });

  it("GET /v1/checkout/sessions/:id", async () => {
    const id = fc.oneof(
      fc.string({ minLength: 1, maxLength: 80 }),
      fc.stringMatching(/^cs_(test_)?[A-Za-z0-9]{24,40}$/),
    );
    await fc.assert(
      fc.asyncProperty(id, async (value) => {
        const response = await app.inject({
          method: "GET",
          url: `/v1/checkout/sessions/${encodeURIComponent(value)}`,
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      RUNS,
    );
  });

  it("POST /v1/checkout/webhook, unsigned or badly signed", async () => {
    const signature = fc.option(fc.string({ maxLength: 120 }), { nil: undefined });
    let call = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, notJson), signature, async (payload, header) => {
        call += 1;
        // A fresh address per call: the webhook's own per-address limit is not what this test is about.
        const response = await app.inject({
          method: "POST",
          url: "/v1/checkout/webhook",
          remoteAddress: `10.1.${Math.floor(call / 250)}.${call % 250}`,
          headers: {
            "content-type": "application/json",
            ...(header === undefined ? {} : { "stripe-signature": header }),
          },
          payload,
        });
        expect(response.statusCode).toBe(400);
      }),
      RUNS,
    );
  });

  it("POST /v1/checkout/webhook, correctly signed but of any shape", async () => {
    const session = fc.record(
      {
        id: fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue()),
        payment_status: fc.oneof(fc.constant("paid"), fc.jsonValue()),
        amount_total: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
        currency: fc.oneof(fc.constant("eur"), fc.jsonValue()),
        metadata: fc.oneof(
          fc.record({ packageId: fc.constantFrom(...CHECKOUT_PRODUCT_IDS, "x") }),
          fc.jsonValue(),
        ),
        customer_details: fc.oneof(fc.record({ email: fc.jsonValue() }), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    const event = fc.record(
      {
        id: fc.jsonValue(),
        type: fc.oneof(
          fc.constantFrom("checkout.session.completed", "checkout.session.async_payment_succeeded"),
          fc.jsonValue(),
        ),
        created: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
        data: fc.oneof(fc.record({ object: session }), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          event.map((value) => JSON.stringify(value)),
          anyJson,
          notJson,
        ),
        async (payload) => {
          const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
          const response = await post("/v1/checkout/webhook", payload, { "stripe-signature": header });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      RUNS,
    );
  });
});
