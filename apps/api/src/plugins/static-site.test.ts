import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";

describe("the web app served by the API", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ["/", "Inicio"],
    ["/precios", "Precios"],
    ["/precios/", "Precios"],
  ])("serves the prerendered page at %s with no-cache", async (url, text) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(text);
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("caches the fingerprinted social cards for a year", async () => {
    const response = await app.inject({ method: "GET", url: "/og/precios.1a2b3c4d.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("keeps the short cache for files without a fingerprint", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers unknown paths with status 404 and the 404 page", async () => {
    const response = await app.inject({ method: "GET", url: "/no-existe" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Error 404: Not Found");
  });

  it("refuses to leave the web folder", async () => {
    const response = await app.inject({ method: "GET", url: "/..%2f..%2fetc%2fpasswd" });
    expect(response.statusCode).toBe(404);
  });

  it("answers a malformed percent-encoding with a 400, not a 500", async () => {
    const response = await app.inject({ method: "GET", url: "/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("does not serve the web app when SERVE_WEB is false", async () => {
    const apiOnly = await buildTestApp({ SERVE_WEB: "false" });
    const response = await apiOnly.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(404);
    await apiOnly.close();
  });
});
