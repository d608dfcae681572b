import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { buildTestApp } from "../../../test/build-test-app";

const SECRET = "whsec_test_secret_for_the_fake";
const SESSION_ID = "cs_test_a1B2c3D4e5F6g7H8i9J0k1L2webhook";

function paidEvent(overrides: Record<string, unknown> = {}, type = "checkout.session.completed") {
  return {
    id: "evt_test_1",
    object: "event",
    type,
    created: 1_756_000_000,
    data: {
      object: {
        id: SESSION_ID,
        object: "checkout.session",
        payment_status: "paid",
        status: "complete",
        amount_total: 9999,
        currency: "eur",
        metadata: { packageId: "pack-2" },
        customer_details: { email: "compras@empresa.es" },
        ...overrides,
      },
    },
  };
}

describe("POST /v1/checkout/webhook", () => {
  let app: App;
  beforeAll(async () => {
    // A limit of one a minute shows that the webhook keeps its own, higher limit (WEBHOOK_MAX_PER_MINUTE).
    app = await buildTestApp({ STRIPE_WEBHOOK_SECRET: SECRET, RATE_LIMIT_MAX_PER_MINUTE: "1" });
  });
  afterAll(() => app.close());

  const deliver = (payload: string, signature?: string) =>
    app.inject({
      method: "POST",
      url: "/v1/checkout/webhook",
      headers: {
        "content-type": "application/json",
        ...(signature === undefined ? {} : { "stripe-signature": signature }),
      },
      payload,
    });
  const signed = (payload: string, secret = SECRET) =>
    deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
  const countOrders = async (sessionId: string) => {
    const [row] = await app.db.query<{ n: number }>(
      "select count(*)::int as n from orders where session_id = $1",
      [sessionId],
    );
    return row?.n;
  };

  it("records a paid session as an order", async () => {
    const response = await signed(JSON.stringify(paidEvent()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const order = await app.orders.findBySession(SESSION_ID);
    expect(order).toMatchObject({
      sessionId: SESSION_ID,
      packageId: "pack-2",
      amountCents: 9999,
      currency: "eur",
      customerEmail: "compras@empresa.es",
      status: "paid",
    });
    expect(order?.paidAt.toISOString()).toBe(new Date(1_756_000_000 * 1000).toISOString());
  });

  it("is idempotent: a replayed event records nothing new", async () => {
    const payload = JSON.stringify(paidEvent({ id: `${SESSION_ID}replay` }));
    expect((await signed(payload)).statusCode).toBe(200);
    expect((await signed(payload)).statusCode).toBe(200);
    expect(await countOrders(`${SESSION_ID}replay`)).toBe(1);
  });

  it.each([
    ["an unpaid session", paidEvent({ id: `${SESSION_ID}unpaid`, payment_status: "unpaid" })],
    ["an unrelated event type", paidEvent({ id: `${SESSION_ID}other` }, "payment_intent.created")],
    ["a session without a package", paidEvent({ id: `${SESSION_ID}nopack`, metadata: {} })],
  ])("acknowledges %s without recording an order", async (_case, event) => {
    const response = await signed(JSON.stringify(event));
    expect(response.statusCode).toBe(200);
    expect(await countOrders(event.data.object.id)).toBe(0);
  });

  it("records a delayed payment that succeeds later", async () => {
    const event = paidEvent({ id: `${SESSION_ID}async` }, "checkout.session.async_payment_succeeded");
    expect((await signed(JSON.stringify(event))).statusCode).toBe(200);
    expect(await countOrders(`${SESSION_ID}async`)).toBe(1);
  });

  it.each([
    ["no signature", undefined],
    ["a garbage signature", "t=1,v1=deadbeef"],
  ])("rejects a delivery with %s with 400", async (_case, signature) => {
    const payload = JSON.stringify(paidEvent({ id: `${SESSION_ID}forged` }));
    const response = await deliver(payload, signature);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("INVALID_SIGNATURE");
    expect(await countOrders(`${SESSION_ID}forged`)).toBe(0);
  });

  it("rejects a body signed with another secret, or changed after signing", async () => {
    const payload = JSON.stringify(paidEvent({ id: `${SESSION_ID}tampered` }));
    expect((await signed(payload, "whsec_someone_else")).statusCode).toBe(400);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = payload.replace("9999", "1");
    expect((await deliver(tampered, header)).statusCode).toBe(400);
    expect(await countOrders(`${SESSION_ID}tampered`)).toBe(0);
  });

  it("is not held to RATE_LIMIT_MAX_PER_MINUTE, while other routes of the same app are", async () => {
    const payload = JSON.stringify(paidEvent({ payment_status: "unpaid" }));
    for (let attempt = 0; attempt < 5; attempt++) expect((await signed(payload)).statusCode).toBe(200);
    const checkout = () =>
      app.inject({ method: "POST", url: "/v1/checkout", payload: { packageId: "pack-1" } });
    expect((await checkout()).statusCode).toBe(409);
    expect((await checkout()).statusCode).toBe(429);
  });
});
