import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { isCheckoutEnabled } from "../../../checkout/stripe-client";
import { loadConfig } from "../../../config";
import { buildTestApp } from "../../../test/build-test-app";
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from "../../../test/fake-stripe";

describe("checkout with checkout switched off (the default)", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("tells the web the package buttons are disabled", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/checkout/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false });
  });

  it("refuses a purchase with 409 'Disponible en septiembre'", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/checkout",
      payload: { packageId: "pack-1" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: "CHECKOUT_DISABLED", message: "Disponible en septiembre" },
    });
  });

  it("stays disabled with CHECKOUT_ENABLED but no key", () => {
    expect(isCheckoutEnabled(loadConfig({ CHECKOUT_ENABLED: "true" }))).toBe(false);
    expect(isCheckoutEnabled(loadConfig({ CHECKOUT_ENABLED: "true", STRIPE_SECRET_KEY: "sk_test_x" }))).toBe(
      true,
    );
    expect(isCheckoutEnabled(loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" }))).toBe(false);
  });

  it("answers the webhook with 503 without STRIPE_WEBHOOK_SECRET, so Stripe retries once configured", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/checkout/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe("WEBHOOK_NOT_CONFIGURED");
  });
});

describe("checkout against Stripe (the real SDK and a local fake API)", () => {
  let stripe: FakeStripe;
  let app: App;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await buildTestApp({
      ...fakeStripeEnv(stripe),
      CHECKOUT_ENABLED: "true",
      PUBLIC_SITE_URL: "https://tienda.nivelia.test/",
    });
  });
  beforeEach(() => {
    stripe.requests.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it("reports checkout as enabled", async () => {
    expect((await app.inject({ method: "GET", url: "/v1/checkout/config" })).json()).toEqual({
      enabled: true,
    });
  });

  it.each([
    ["pack-1", "4999", "Paquete Nivelia: 1 reclutador, 1 proceso, hasta 20 candidatos"],
    ["pack-3", "14999", "Paquete Nivelia: 3 reclutadores, 3 procesos, hasta 60 candidatos"],
    ["enterprise", "29900", "Nivelia Enterprise: suscripción de un mes"],
  ])("creates a payment session for %s at %s cents", async (packageId, cents, name) => {
    const response = await app.inject({ method: "POST", url: "/v1/checkout", payload: { packageId } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toMatch(/^cs_test_/);
    expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.id}`);

    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/checkout/sessions");
    expect(request?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.authorization).toBe("Bearer sk_test_fake");
    const form = new URLSearchParams(request?.body);
    expect(form.get("mode")).toBe("payment");
    expect(form.get("locale")).toBe("es");
    expect(form.get("line_items[0][quantity]")).toBe("1");
    expect(form.get("line_items[0][price_data][currency]")).toBe("eur");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe(cents);
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe(name);
    expect(form.get("success_url")).toBe(
      "https://tienda.nivelia.test/success?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(form.get("cancel_url")).toBe("https://tienda.nivelia.test/#precios");
    expect(form.get("metadata[packageId]")).toBe(packageId);
  });

  it.each([[{ packageId: "pack-4" }], [{ packageId: "" }], [{}], [{ packageId: 1 }]])(
    "rejects %j with a 400 and calls nobody",
    async (payload) => {
      const response = await app.inject({ method: "POST", url: "/v1/checkout", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect(stripe.requests).toHaveLength(0);
    },
  );

  it("looks a session up and returns its status and package", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/v1/checkout",
      payload: { packageId: "pack-2" },
    });
    const { id } = created.json();
    const response = await app.inject({ method: "GET", url: `/v1/checkout/sessions/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, paymentStatus: "unpaid", status: "open", packageId: "pack-2" });
    expect(stripe.requests.at(-1)?.url).toBe(`/v1/checkout/sessions/${id}`);
  });

  it("answers an unknown but well-formed session id with 404", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/v1/checkout/sessions/cs_test_zzzzzzzzzzzzzzzzzzzzzzzzzzzz",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("SESSION_NOT_FOUND");
  });

  it.each([
    "cs_corto",
    "cs_test_a1B2c3D4e5F6g7H8i9J0k1L",
    "pi_a1B2c3D4e5F6g7H8i9J0k1L2",
    "cs_a1B2c3D4e5F6g7H8i9J0k1L%20x",
  ])("rejects the malformed session id %s with 400 without asking Stripe", async (id) => {
    const response = await app.inject({ method: "GET", url: `/v1/checkout/sessions/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("INVALID_SESSION_ID");
    expect(stripe.requests).toHaveLength(0);
  });

  it("turns a Stripe error into a 502 with a Spanish message", async () => {
    stripe.failWith(400, "invalid_request_error", "Invalid currency");
    try {
      const response = await app.inject({
        method: "POST",
        url: "/v1/checkout",
        payload: { packageId: "pack-1" },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe("PAYMENT_PROVIDER_ERROR");
      expect(response.json().error.message).toMatch(/pasarela de pago/);
      expect(response.body).not.toContain("Invalid currency");
    } finally {
      stripe.restore();
    }
  });
});
