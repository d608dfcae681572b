import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";

describe("CORS", () => {
  let sameOrigin: App;
  let listed: App;
  beforeAll(async () => {
    sameOrigin = await buildTestApp();
    listed = await buildTestApp({ CORS_ORIGINS: "https://socio.example, http://localhost:5173" });
  });
  afterAll(async () => {
    await sameOrigin.close();
    await listed.close();
  });

  const preflight = (target: App, origin: string) =>
    target.inject({
      method: "OPTIONS",
      url: "/v1/verify-technology",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });

  it("allows no other origin by default (same origin only)", async () => {
    const app = sameOrigin;
    const response = await app.inject({
      method: "GET",
      url: "/v1/health",
      headers: { origin: "https://otro.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(
      (await preflight(app, "https://otro.example")).headers["access-control-allow-origin"],
    ).toBeUndefined();
  });

  it("allows exactly the origins of CORS_ORIGINS", async () => {
    const app = listed;
    const allowed = await preflight(app, "https://socio.example");
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://socio.example");
    expect(String(allowed.headers["access-control-allow-methods"])).toContain("POST");
    const simple = await app.inject({
      method: "GET",
      url: "/v1/health",
      headers: { origin: "http://localhost:5173" },
    });
    expect(simple.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(simple.headers["access-control-expose-headers"]).toBe("retry-after");
    const other = await preflight(app, "https://socio.example.evil.test");
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
