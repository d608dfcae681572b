import { readFileSync } from "node:fs";
import { join } from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { mailboxFile } from "../../../mail/transports/file-transport";
import { buildLoggedTestApp, type CapturedLogs } from "../../../test/logged-app";
import { WEBHOOK_MAX_PER_MINUTE } from "./webhook";

const SECRET = "whsec_test_secret_for_mail";

const paidEvent = (sessionId: string, email: string | null) =>
  JSON.stringify({
    id: `evt_${sessionId}`,
    object: "event",
    type: "checkout.session.completed",
    created: 1_756_000_000,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        amount_total: 4999,
        currency: "eur",
        metadata: { packageId: "pack-1" },
        customer_details: { email },
      },
    },
  });

describe("the checkout webhook's buyer e-mail and its noise", { timeout: 90_000 }, () => {
  let app: App;
  let logs: CapturedLogs;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = join((await import("node:os")).tmpdir(), `nivelia-webhook-${process.pid}-${Date.now()}`);
    ({ app, logs } = await buildLoggedTestApp({
      SERVE_WEB: "false",
      STRIPE_WEBHOOK_SECRET: SECRET,
      DATA_DIR: dataDir,
      OUTBOX_POLL_MS: "3600000",
      TEAM_EMAIL: "equipo@example.test",
    }));
  });
  afterAll(() => app.close());

  const deliver = (payload: string, signature?: string, remoteAddress = "127.0.0.1") =>
    app.inject({
      method: "POST",
      url: "/v1/checkout/webhook",
      remoteAddress,
      headers: {
        "content-type": "application/json",
        ...(signature === undefined ? {} : { "stripe-signature": signature }),
      },
      payload,
    });
  const signed = (payload: string) =>
    deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }));

  it("queues one confirmation to the buyer when a payment is confirmed, however often Stripe repeats it", async () => {
    const sessionId = "cs_test_a1B2c3D4e5F6g7H8i9J0k1L2mail";
    const payload = paidEvent(sessionId, "compras@empresa.es");
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await signed(payload)).statusCode).toBe(200);
    const rows = await app.db.query<{ id: string; to_address: string; recipient: string; text: string }>(
      `select outbox.id, to_address, recipient, text from outbox
       join orders on orders.id = outbox.order_id where orders.session_id = $1`,
      [sessionId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: "compras@empresa.es", recipient: "buyer" });
    expect(rows[0]?.text).toContain("49,99");
    expect(rows[0]?.text).toContain(sessionId);
    await app.outbox.drain();
    const message = readFileSync(mailboxFile(join(dataDir, "mailbox"), rows[0]?.id ?? ""), "utf8");
    expect(message).toContain("To: compras@empresa.es");
    expect(message).toContain("Reply-To: equipo@example.test");
  });

  it("records the order without an e-mail when the buyer left no address", async () => {
    const sessionId = "cs_test_a1B2c3D4e5F6g7H8i9J0k1L2none";
    expect((await signed(paidEvent(sessionId, null))).statusCode).toBe(200);
    const rows = await app.db.query(
      "select outbox.id from outbox join orders on orders.id = outbox.order_id where orders.session_id = $1",
      [sessionId],
    );
    expect(rows).toEqual([]);
    expect(await app.orders.findBySession(sessionId)).not.toBeNull();
  });

  it("writes no warn or error line for unauthenticated calls, and limits them per address", async () => {
    const before = logs.lines.length;
    const payload = paidEvent("cs_test_a1B2c3D4e5F6g7H8i9J0k1L2forged", "x@empresa.es");
    for (let call = 0; call < WEBHOOK_MAX_PER_MINUTE; call += 1) {
      const signature = call % 2 === 0 ? undefined : "t=1,v1=deadbeef";
      expect((await deliver(payload, signature, "203.0.113.60")).statusCode).toBe(400);
    }
    const limited = await deliver(payload, undefined, "203.0.113.60");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    const noisy = logs.lines.slice(before).filter((line) => Number(line.level) >= 40);
    expect(noisy).toEqual([]);
  });
});

describe("the checkout webhook without STRIPE_WEBHOOK_SECRET", { timeout: 90_000 }, () => {
  let app: App;
  let logs: CapturedLogs;
  beforeAll(async () => {
    ({ app, logs } = await buildLoggedTestApp({ SERVE_WEB: "false", OUTBOX_POLL_MS: "3600000" }));
  });
  afterAll(() => app.close());

  it("answers 503 with no warn or error line per call (said once at start-up), and limits calls per address", async () => {
    const startUp = logs.lines.filter((line) =>
      String(line.msg).includes("STRIPE_WEBHOOK_SECRET is not set"),
    );
    expect(startUp).toHaveLength(1);
    const before = logs.lines.length;
    const call = () =>
      app.inject({
        method: "POST",
        url: "/v1/checkout/webhook",
        remoteAddress: "203.0.113.61",
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=deadbeef" },
        payload: paidEvent("cs_test_a1B2c3D4e5F6g7H8i9J0k1L2unset", "x@empresa.es"),
      });
    for (let attempt = 0; attempt < WEBHOOK_MAX_PER_MINUTE; attempt += 1) {
      const answer = await call();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ error: { code: "WEBHOOK_NOT_CONFIGURED" } });
    }
    expect((await call()).statusCode).toBe(429);
    const noisy = logs.lines.slice(before).filter((line) => Number(line.level) >= 40);
    expect(noisy).toEqual([]);
  });
});
