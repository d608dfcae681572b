import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../../../app";
import { buildTestApp } from "../../../test/build-test-app";
import { buildClockedApp, checkReadyOnFailingWrites } from "../../../test/ready-on-failing-writes";

describe("GET /v1/ready", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ SERVE_WEB: "false" });
  }, 90_000);
  afterAll(() => app.close());

  it("answers ready when a lead can be stored", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", outbox: { unsent: 0, failing: 0, givenUp: 0 } });
  });

  it("answers 503 NOT_READY when the database cannot be reached", async () => {
    const spy = vi.spyOn(app.db, "query").mockRejectedValueOnce(new Error("connection refused"));
    const response = await app.inject({ method: "GET", url: "/v1/ready" });
    spy.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: "NOT_READY", message: expect.any(String) } });
  });

  it("answers 503 while PostgreSQL refuses writes (a full disk), and 200 once a lead can be stored again", async () => {
    const clocked = await buildClockedApp({});
    try {
      await checkReadyOnFailingWrites(clocked);
    } finally {
      await clocked.app.close();
    }
  });
});
