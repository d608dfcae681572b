import { expect } from "vitest";
import { READY_HOLD_MS } from "../plugins/storage";
import { contactLead } from "./leads";
import { buildLoggedTestApp } from "./logged-app";
import { allowWrites, refuseWrites } from "./storage-faults";

/** A test app on the store `env` picks, logging at debug, with a clock the test moves. */
export async function buildClockedApp(env: Record<string, string>) {
  // The real time moved on by the test: the database dates rows with its own clock, and the outbox sends those due.
  let ahead = 0;
  const { app, logs } = await buildLoggedTestApp({ SERVE_WEB: "false", ...env }, "debug", {
    clock: () => Date.now() + ahead,
  });
  return {
    app,
    logs,
    advance: (ms: number) => {
      ahead += ms;
    },
  };
}

/**
 * The readiness check and the lead route while the database refuses writes (a full disk): leads answered 503 with
 * Retry-After and nothing half-written, /v1/ready 503 until writes work and the hold after the last refused lead has
 * passed, the refusals logged once with a count, and ready again after.
 */
export async function checkReadyOnFailingWrites({
  app,
  logs,
  advance,
}: Awaited<ReturnType<typeof buildClockedApp>>) {
  {
    const ready = async () => (await app.inject({ method: "GET", url: "/v1/ready" })).statusCode;
    const post = (index: number) =>
      app.inject({
        method: "POST",
        url: "/v1/send-email",
        payload: contactLead({ message: `Disco lleno ${index}` }),
      });
    expect(await ready()).toBe(200);

    await refuseWrites(app.db);
    expect(await ready()).toBe(503);
    for (const index of [1, 2, 3]) {
      const refused = await post(index);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(refused.json()).toMatchObject({ error: { code: "STORAGE_UNAVAILABLE" } });
    }
    expect(
      await app.db.query("select id from submissions where form_data->>'message' like 'Disco lleno%'"),
    ).toEqual([]);

    await allowWrites(app.db);
    // The probe's one row would be written again; a lead, which needs new space, failed a moment ago.
    expect(await ready()).toBe(503);
    advance(READY_HOLD_MS);
    expect(await ready()).toBe(200);
    expect((await post(4)).statusCode).toBe(200);

    const said = (message: string) => logs.lines.filter((line) => line.msg === message);
    expect(said("lead not stored")).toHaveLength(1);
    expect(said("lead not stored again")).toHaveLength(2);
    expect(said("leads stored again")).toEqual([expect.objectContaining({ failures: 3 })]);
  }
}
