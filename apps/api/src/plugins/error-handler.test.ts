import { API_ERRORS } from "@nivelia/domain/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { contactLead } from "../test/leads";
import { buildLoggedTestApp, type CapturedLogs } from "../test/logged-app";
import { STORAGE_RETRY_AFTER_SECONDS } from "./error-handler";

describe("the storage unreachable", { timeout: 90_000 }, () => {
  let app: App;
  let logs: CapturedLogs;
  beforeAll(async () => {
    ({ app, logs } = await buildLoggedTestApp({ SERVE_WEB: "false", OUTBOX_POLL_MS: "3600000" }, "warn"));
  }, 90_000);
  afterAll(() => app.close());

  const post = () =>
    app.inject({
      method: "POST",
      url: "/v1/send-email?source=test",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(contactLead()),
    });

  it("answers 503 STORAGE_UNAVAILABLE with Retry-After, says so in one warn line per request, and stores again once it is back", async () => {
    const { transaction, query } = app.db;
    const refused = async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    };
    app.db.transaction = refused;
    app.db.query = refused;
    const before = logs.lines.length;
    try {
      const answer = await post();
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({
        error: { code: "STORAGE_UNAVAILABLE", message: API_ERRORS.STORAGE_UNAVAILABLE.message },
      });
      expect((await app.inject({ method: "GET", url: "/v1/ready" })).statusCode).toBe(503);
    } finally {
      app.db.transaction = transaction;
      app.db.query = query;
    }
    // The requests' lines only: the outbox logs its own failed passes (see outbox.test.ts).
    const written = logs.lines.slice(before).filter((line) => line.reqId !== undefined);
    expect(written).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "storage unavailable",
        method: "POST",
        path: "/v1/send-email",
        err: expect.objectContaining({ code: "ECONNREFUSED" }),
      }),
    ]);

    // Ready again after READY_HOLD_MS: see ready-on-failing-writes.ts.
    expect((await post()).statusCode).toBe(200);
  });
});

describe("an address no route has, when the API runs without the site", { timeout: 90_000 }, () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildLoggedTestApp({ SERVE_WEB: "false", OUTBOX_POLL_MS: "3600000" }, "warn"));
  }, 90_000);
  afterAll(() => app.close());

  it.each([
    ["GET", "/v1/nada?x=1", "No existe GET /v1/nada"],
    ["DELETE", "/v1/send-email", "No existe DELETE /v1/send-email"],
    ["GET", "/precios", "No existe GET /precios"],
  ] as const)(
    "%s %s answers the documented 404, with the API's security headers",
    async (method, url, message) => {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message } });
    },
  );
});
