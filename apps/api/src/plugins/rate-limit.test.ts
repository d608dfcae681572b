import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";

const RATE_LIMITED = {
  error: { code: "RATE_LIMITED", message: "Demasiadas solicitudes. Inténtalo de nuevo en un minuto." },
};

describe("rate limits", () => {
  // Counters are per route and IP, so each test uses its own address.
  let app: App;
  let scaled: App;
  beforeAll(async () => {
    // An empty value means unset: each route keeps its own limit.
    app = await buildTestApp({ RATE_LIMIT_MAX_PER_MINUTE: "" });
    scaled = await buildTestApp({ RATE_LIMIT_MAX_PER_MINUTE: "3", TRUST_PROXY: "10.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await scaled.close();
  });

  const verify = (target: App, remoteAddress: string) =>
    target.inject({
      method: "POST",
      url: "/v1/verify-technology",
      payload: { technology: "React" },
      remoteAddress,
    });
  const checkout = (target: App, remoteAddress: string, forwardedFor?: string) =>
    target.inject({
      method: "POST",
      url: "/v1/checkout",
      payload: { packageId: "pack-1" },
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    });

  it("allows 30 technology checks a minute per IP, then answers 429 in Spanish with Retry-After", async () => {
    for (let call = 1; call <= 30; call++) {
      expect((await verify(app, "203.0.113.7")).statusCode, `call ${call}`).toBe(200);
    }
    const limited = await verify(app, "203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await verify(app, "198.51.100.1")).statusCode).toBe(200);
  });

  it("allows 10 checkout attempts a minute per IP", async () => {
    for (let call = 1; call <= 10; call++) expect((await checkout(app, "203.0.113.8")).statusCode).toBe(409);
    const limited = await checkout(app, "203.0.113.8");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
  });

  it("allows 10 form submissions a minute per IP", async () => {
    const submit = () =>
      app.inject({ method: "POST", url: "/v1/send-email", payload: {}, remoteAddress: "203.0.113.9" });
    for (let call = 1; call <= 10; call++) expect((await submit()).statusCode).not.toBe(429);
    expect((await submit()).statusCode).toBe(429);
  });

  it("limits the automatic HEAD route of the session lookup like its GET", async () => {
    const head = () =>
      scaled.inject({ method: "HEAD", url: "/v1/checkout/sessions/cs_corto", remoteAddress: "203.0.113.30" });
    for (let call = 1; call <= 3; call++) expect((await head()).statusCode).toBe(400);
    expect((await head()).statusCode).toBe(429);
  });

  it("never limits health and readiness", async () => {
    for (let call = 1; call <= 15; call++) {
      expect((await scaled.inject({ method: "GET", url: "/v1/health" })).statusCode).toBe(200);
      expect((await scaled.inject({ method: "GET", url: "/v1/ready" })).statusCode).toBe(200);
    }
  });

  it("replaces every route's limit with RATE_LIMIT_MAX_PER_MINUTE", async () => {
    for (let call = 1; call <= 3; call++) expect((await verify(scaled, "203.0.113.10")).statusCode).toBe(200);
    expect((await verify(scaled, "203.0.113.10")).statusCode).toBe(429);
  });

  it("keys by the forwarded client IP when TRUST_PROXY trusts the proxy", async () => {
    for (let call = 1; call <= 3; call++) {
      expect((await checkout(scaled, "10.0.0.1", "203.0.113.20")).statusCode).toBe(409);
    }
    expect((await checkout(scaled, "10.0.0.1", "203.0.113.20")).statusCode).toBe(429);
    expect((await checkout(scaled, "10.0.0.1", "203.0.113.21")).statusCode).toBe(409);
  });

  it("ignores X-Forwarded-For from an untrusted peer, so a client cannot dodge the limit", async () => {
    for (let call = 1; call <= 10; call++) {
      expect((await checkout(app, "198.51.100.50", `203.0.113.${call}`)).statusCode).toBe(409);
    }
    expect((await checkout(app, "198.51.100.50", "203.0.113.99")).statusCode).toBe(429);
  });
});
