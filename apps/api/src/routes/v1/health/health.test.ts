import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { buildTestApp } from "../../../test/build-test-app";

describe("GET /v1/health", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("answers JSON with status ok", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("sends the JSON API's security headers, not the pages' ones", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
    expect(response.headers["permissions-policy"]).toBeUndefined();
  });

  it("keeps the pages' security headers on the pages", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/no-existe" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});
