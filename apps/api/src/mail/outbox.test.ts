import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../app";
import { MIGRATIONS } from "../db/migrations";
import { buildTestApp } from "../test/build-test-app";
import { type FakeResend, startFakeResend } from "../test/fake-resend";
import { contactLead } from "../test/leads";
import { retryDelayMs } from "./outbox";

const lead = (index: number) => contactLead({ message: `Lead número ${index}` });

describe("retryDelayMs", () => {
  it("doubles from the base, stays within [half, full] of it, and stops at the cap", () => {
    const backoff = { baseMs: 1000, capMs: 600_000 };
    expect(retryDelayMs(1, backoff, () => 0)).toBe(500);
    expect(retryDelayMs(1, backoff, () => 1)).toBe(1000);
    expect(retryDelayMs(4, backoff, () => 1)).toBe(8000);
    expect(retryDelayMs(30, backoff, () => 1)).toBe(600_000);
    expect(retryDelayMs(30, backoff, () => 0)).toBe(300_000);
  });
});

// PGlite start-up is slow on a busy machine: these tests get more time than the default.
describe("the outbox with the real Resend SDK against a local fake", { timeout: 90_000 }, () => {
  let fake: FakeResend;
  let shared: App;
  const apps: App[] = [];
  beforeAll(async () => {
    fake = await startFakeResend();
    shared = await resendApp({ TEAM_EMAIL: "leads@example.test", OUTBOX_MAX_ATTEMPTS: "3" });
  }, 90_000);
  afterEach(async () => {
    await shared.db.query("delete from submissions");
    fake.requests.length = 0;
    fake.setDown(false);
    fake.failNext(0);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await fake.close();
  });

  async function resendApp(env: Record<string, string> = {}) {
    const app = await buildTestApp({
      SERVE_WEB: "false",
      RESEND_API_KEY: "re_test_123",
      RESEND_BASE_URL: fake.url,
      // Long enough that only drain() sends, so each test decides when.
      OUTBOX_POLL_MS: "3600000",
      ...env,
    });
    apps.push(app);
    return app;
  }
  const submit = (app: App, body: unknown) =>
    app.inject({ method: "POST", url: "/v1/send-email", payload: body as object });
  const outboxIds = async (app: App) =>
    (await app.db.query<{ id: string }>("select id from outbox order by id")).map((row) => row.id);
  /** Makes every pending row due now, as if its backoff had passed. */
  const timePasses = (app: App) =>
    app.db.query("update outbox set next_attempt_at = now() where sent_at is null");

  it("sends each e-mail with the outbox id as Idempotency-Key and marks it sent", async () => {
    const app = shared;
    expect((await submit(app, lead(1))).statusCode).toBe(200);
    await app.outbox.drain();
    const ids = await outboxIds(app);
    expect(ids).toHaveLength(2);
    expect(fake.requests.map((request) => request.idempotencyKey).sort()).toEqual(ids);
    expect(fake.requests.every((request) => request.authorization === "Bearer re_test_123")).toBe(true);
    const team = fake.requests.find((request) => request.body.to === "leads@example.test");
    expect(team?.body).toMatchObject({
      from: "Nivelia <no-reply@nivelia.es>",
      subject: "Nuevo lead: Solicitud de contacto de Ana López",
      reply_to: "ana@empresa.es",
    });
    const unsent = await app.db.query("select id from outbox where sent_at is null");
    expect(unsent).toEqual([]);
  });

  it("survives an outage: every stored e-mail is delivered exactly once after the service recovers", async () => {
    const app = shared;
    // Set before submitting: a new submission wakes the worker at once. Each row fails at most once.
    fake.failNext(5);
    for (let index = 0; index < 4; index += 1) expect((await submit(app, lead(index))).statusCode).toBe(200);
    for (let round = 0; round < 6; round += 1) {
      await app.outbox.drain();
      await timePasses(app);
    }
    const ids = await outboxIds(app);
    expect(ids).toHaveLength(8);
    const accepted = fake.acceptedByKey();
    expect([...accepted.keys()].sort()).toEqual(ids);
    expect([...accepted.values()].every((count) => count === 1)).toBe(true);
    expect(fake.requests.filter((request) => request.status === 500)).toHaveLength(5);
    const retried = await app.db.query<{ attempts: number; last_error: string }>(
      "select attempts, last_error from outbox where attempts > 0",
    );
    expect(retried.length).toBeGreaterThan(0);
    expect(retried.every((row) => row.last_error.includes("fake outage"))).toBe(true);
  });

  it("stops retrying after OUTBOX_MAX_ATTEMPTS", async () => {
    const app = shared;
    fake.setDown(true);
    await submit(app, contactLead({ message: "nunca llega" }, { copyToUser: false }));
    for (let round = 0; round < 6; round += 1) {
      await app.outbox.drain();
      await timePasses(app);
    }
    expect(fake.requests).toHaveLength(3);
    const [row] = await app.db.query<{ attempts: number; sent_at: Date | null }>(
      "select attempts, sent_at from outbox",
    );
    expect(row).toEqual({ attempts: 3, sent_at: null });
  });

  it("delivers after a restart what was stored while the transport was down", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-restart-"));
    const onDisk = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const first = await resendApp(onDisk);
    fake.setDown(true);
    await submit(first, lead(100));
    await submit(first, lead(101));
    await first.outbox.drain();
    const ids = await outboxIds(first);
    expect(ids).toHaveLength(4);
    expect(fake.acceptedByKey().size).toBe(0);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    fake.setDown(false);
    const second = await resendApp({ ...onDisk, OUTBOX_POLL_MS: "50" });
    expect(await outboxIds(second)).toEqual(ids);
    await vi.waitFor(
      async () => {
        expect([...fake.acceptedByKey().keys()].sort()).toEqual(ids);
      },
      { timeout: 60_000, interval: 100 },
    );
    expect([...fake.acceptedByKey().values()].every((count) => count === 1)).toBe(true);
    const migrations = await second.db.query("select version from schema_migrations");
    expect(migrations).toHaveLength(MIGRATIONS.length);
  });
});
