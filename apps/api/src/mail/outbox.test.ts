import { randomUUID } from "node:crypto";
import { parseSendEmailRequest } from "@nivelia/domain/forms";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import type { Database, Queryable } from "../db/database";
import { migrate } from "../db/migrate";
import { MIGRATIONS } from "../db/migrations";
import { storeSubmission } from "../db/submissions";
import { leadSubmission } from "../routes/v1/send-email/lead-submission";
import { buildTestApp } from "../test/build-test-app";
import { type FakeResend, startFakeResend } from "../test/fake-resend";
import { contactLead, leadEmails } from "../test/leads";
import { captureLogs } from "../test/logged-app";
import { ManualTimer } from "../test/manual-timer";
import { signal } from "../test/signal";
import { freshTestDatabaseUrl, openTestDatabase } from "../test/test-database";
import { createOutbox, LEASE_MS, retryDelayMs, WAKE_DELAY_MS } from "./outbox";
import { createResendTransport } from "./transports/resend-transport";
import type { MailTransport, OutgoingMail } from "./transports/transport";

// One visitor each: copies to one address are limited per hour (copy-limit.ts).
const lead = (index: number) =>
  contactLead({ message: `Lead número ${index}` }, { userEmail: `ana.${index}@empresa.es` });

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

/** A lead with one e-mail to the team, stored as the route stores it (of another form type, if given). */
const store = (db: Database, message: string, formType = "contactHome") =>
  storeSubmission(db, {
    formType,
    formData: { message },
    userEmail: "",
    copyToUser: false,
    isBot: false,
    idempotencyKey: null,
    messages: [
      {
        recipient: "team",
        to: "leads@example.test",
        replyTo: null,
        subject: message,
      },
    ],
  });

const storeMany = async (db: Database, count: number) => {
  for (let index = 0; index < count; index += 1) await store(db, `Lead ${index}`);
};

/** The options every test's outbox shares: a sender address, 3 attempts, a 2 s poll, a quiet logger. */
const baseOptions = (db: Database, transport: MailTransport) => ({
  db,
  transport,
  from: "Nivelia <no-reply@nivelia.es>",
  maxAttempts: 3,
  pollMs: 2000,
  log: Fastify().log,
});

/** Counts the statements, outside transactions, that begin with `prefix`. */
function countStatements(db: Database, prefix: string): { count: number } {
  const counter = { count: 0 };
  const original = db.query.bind(db);
  db.query = (sql, params) => {
    if (sql.startsWith(prefix)) counter.count += 1;
    return original(sql, params);
  };
  return counter;
}

describe("the outbox worker's polling, on a timer the test fires", () => {
  const sent: string[] = [];
  const transport: MailTransport = {
    name: "file",
    send: async (mail) => {
      sent.push(mail.id);
    },
    close: async () => {},
  };
  it("passes on start, then every pollMs; wake() brings the next pass forward; stop() ends it", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const timer = new ManualTimer();
    const worker = createOutbox({ ...baseOptions(db, transport), setTimer: timer.set });
    const ids = async () => (await db.query<{ id: string }>("select id from outbox")).map((row) => row.id);
    try {
      worker.start();
      const first = await timer.next();
      expect(first.ms).toBe(0);
      timer.fire(first);
      // The next timer is set when a pass has finished: the signal that it is over.
      expect((await timer.next()).ms).toBe(2000);
      expect(sent).toEqual([]);

      await store(db, "llega en la siguiente pasada");
      timer.fire(await timer.next());
      expect((await timer.next()).ms).toBe(2000);
      expect(sent).toEqual(await ids());

      await store(db, "adelantado");
      const polling = await timer.next();
      worker.wake();
      expect(polling.cancelled).toBe(true);
      const woken = await timer.next();
      expect(woken.ms).toBe(WAKE_DELAY_MS);
      timer.fire(woken);
      expect((await timer.next()).ms).toBe(2000);
      expect(sent.sort()).toEqual((await ids()).sort());

      // A wake never pushes back a pass already set (each wake used to replace the timer).
      worker.wake();
      const soon = await timer.next();
      expect(soon.ms).toBe(WAKE_DELAY_MS);
      worker.wake();
      worker.wake();
      expect(soon.cancelled).toBe(false);
      expect(await timer.next()).toBe(soon);

      // Nor does the poll set at the end of a pass, when a wake came during the pass.
      await store(db, "llega durante una pasada");
      timer.fire(soon);
      worker.wake();
      const duringPass = await timer.next();
      expect(duringPass.ms).toBe(WAKE_DELAY_MS);
      await worker.drain();
      // The pass's end sets its next timer in the microtasks after it: one turn of the event loop runs them all.
      await new Promise<void>((resume) => setImmediate(resume));
      expect(duringPass.cancelled).toBe(false);
      expect(await timer.next()).toBe(duringPass);
      timer.fire(duringPass);
      expect((await timer.next()).ms).toBe(2000);
      expect(sent.sort()).toEqual((await ids()).sort());
    } finally {
      await worker.stop();
      await db.close();
    }
    expect(timer.pending).toBe(false);
    expect(sent).toHaveLength(3);
  });
});

describe("the outbox while its database is unreachable", () => {
  it("logs the first failed pass, a different error and a reminder at error, the repeats at debug, the recovery once", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const timer = new ManualTimer();
    let now = Date.parse("2026-11-27T07:00:00Z");
    const logs = captureLogs();
    const transport: MailTransport = { name: "file", send: async () => {}, close: async () => {} };
    const worker = createOutbox({
      ...baseOptions(db, transport),
      log: Fastify({ logger: { level: "debug", stream: logs } }).log,
      setTimer: timer.set,
      clock: () => now,
    });
    const { query, transaction } = db;
    const [run, runTransaction] = [query.bind(db), transaction.bind(db)];
    // Every statement refused with this error while it is set, as by a database that is down.
    let refusal: Error | null = null;
    const refuse = async () => {
      if (refusal !== null) throw refusal;
    };
    db.query = <Row extends object>(sql: string, params?: readonly unknown[]) =>
      refuse().then(() => run<Row>(sql, params));
    db.transaction = <T>(work: (tx: Queryable) => Promise<T>) => refuse().then(() => runTransaction(work));
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const pass = async () => {
      timer.fire(await timer.next());
      // The next timer is set once the pass has ended and its line is written.
      await timer.next();
    };
    const lines = () => logs.lines.map(({ level, msg, failures }) => ({ level, msg, failures }));
    try {
      worker.start();
      await pass();
      refusal = refused;
      for (let index = 0; index < 4; index += 1) {
        now += 2000;
        await pass();
      }
      refusal = Object.assign(new Error("the database system is shutting down"), { code: "57P03" });
      await pass();
      refusal = refused;
      await pass();
      now += 2000;
      await pass();
      now += 5 * 60_000;
      await pass();
      refusal = null;
      await pass();
      await pass();
    } finally {
      db.query = query;
      db.transaction = transaction;
      await worker.stop();
      await db.close();
    }
    const failures = lines().filter(({ msg }) => String(msg).startsWith("outbox pass failed"));
    expect(failures).toEqual([
      { level: 50, msg: "outbox pass failed", failures: 1 },
      { level: 20, msg: "outbox pass failed again", failures: 2 },
      { level: 20, msg: "outbox pass failed again", failures: 3 },
      { level: 20, msg: "outbox pass failed again", failures: 4 },
      // A different error, then the first one again.
      { level: 50, msg: "outbox pass failed", failures: 5 },
      { level: 50, msg: "outbox pass failed", failures: 6 },
      { level: 20, msg: "outbox pass failed again", failures: 7 },
      // The reminder, five minutes after the last error line.
      { level: 50, msg: "outbox pass failed", failures: 8 },
    ]);
    expect(lines().filter(({ msg }) => msg === "outbox passes work again")).toEqual([
      { level: 30, msg: "outbox passes work again", failures: 8 },
    ]);
  });
});

describe("the bodies the outbox sends", () => {
  const mails: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: "file",
    send: async (mail) => {
      mails.push(mail);
    },
    close: async () => {},
  };

  it("renders a lead's e-mails from its stored submission, and sends a stored body as it is", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const worker = createOutbox(baseOptions(db, transport));
    try {
      const parsed = parseSendEmailRequest(contactLead({ message: "Renderizado al enviar" }));
      if (!parsed.ok) throw new Error("the test's lead does not validate");
      const expected = leadEmails(parsed.value, "leads@example.test");
      const { id } = await storeSubmission(db, leadSubmission(parsed.value, null, "leads@example.test"));
      // A row stored whole, as an order's confirmation is (and a lead's was, before migration 7).
      await db.query(
        `insert into outbox (id, submission_id, recipient, to_address, subject, html, text)
         values ($1, $2, 'team', 'leads@example.test', 'Guardado', '<p>guardado</p>', 'guardado')`,
        [randomUUID(), id],
      );
      expect(await worker.drain()).toEqual({ sent: 3, failed: 0 });
      const byBody = (mail: { html: string }) => mail.html;
      expect(
        mails
          .map(({ to, subject, html, text }) => ({ to, subject, html, text }))
          .sort((a, b) => byBody(a).localeCompare(byBody(b))),
      ).toEqual(
        [
          ...expected.map(({ to, subject, html, text }) => ({ to, subject, html, text })),
          { to: "leads@example.test", subject: "Guardado", html: "<p>guardado</p>", text: "guardado" },
        ].sort((a, b) => byBody(a).localeCompare(byBody(b))),
      );
    } finally {
      await worker.stop();
      await db.close();
    }
  });

  it("records a lead it cannot render (a form type this version lacks) as a failed attempt, not a crash", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const worker = createOutbox(baseOptions(db, transport));
    try {
      const { id } = await store(db, "de una versión anterior", "retiredForm");
      expect(await worker.drain()).toEqual({ sent: 0, failed: 1 });
      const [row] = await db.query<{ attempts: number; last_error: string; sent_at: Date | null }>(
        "select attempts, last_error, sent_at from outbox where submission_id = $1",
        [id],
      );
      expect(row).toEqual({
        attempts: 1,
        last_error: 'no e-mail template for the form type "retiredForm"',
        sent_at: null,
      });
    } finally {
      await worker.stop();
      await db.close();
    }
  });
});

describe("stopping with a backlog", () => {
  it("finishes the e-mail in flight, hands the rest of its batch back, and leaves the backlog", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    await storeMany(db, 30);
    const sent: string[] = [];
    const { fired: sending, fire: firstSend } = signal();
    const { fired: released, fire: release } = signal();
    const transport: MailTransport = {
      name: "file",
      send: async (mail) => {
        if (sent.length === 0) {
          firstSend();
          await released;
        }
        sent.push(mail.id);
      },
      close: async () => {},
    };
    const timer = new ManualTimer();
    const worker = createOutbox({ ...baseOptions(db, transport), setTimer: timer.set });
    try {
      worker.start();
      timer.fire(await timer.next());
      await sending;
      const stopped = worker.stop();
      release();
      await stopped;
      const rows = await db.query<{ id: string; sent: boolean; leased: boolean }>(
        "select id, sent_at is not null as sent, leased_until is not null as leased from outbox",
      );
      expect(sent).toHaveLength(1);
      expect(rows.filter((row) => row.sent).map((row) => row.id)).toEqual(sent);
      expect(rows.filter((row) => row.leased)).toEqual([]);
      expect(rows).toHaveLength(30);
    } finally {
      await db.close();
    }
    expect(timer.pending).toBe(false);
  });
});

describe("the outbox's maintenance (autovacuum's work, which PGlite lacks)", () => {
  it("vacuums and analyzes the outbox at its first pass, then once a minute while e-mails are claimed", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    await db.query(
      `with lead as (
         insert into submissions (id, form_type, form_data, payload_hash)
         select gen_random_uuid(), 'contactHome', '{"message": "hola"}', md5(i::text) from generate_series(1, 520) i
         returning id
       )
       insert into outbox (id, submission_id, recipient, to_address, subject)
       select gen_random_uuid(), id, 'team', 'leads@example.test', 'Lead' from lead`,
    );
    const calls: string[] = [];
    const query = db.query.bind(db);
    db.query = (sql, params) => {
      if (sql.startsWith("vacuum")) calls.push(sql);
      return query(sql, params);
    };
    const rowsKnown = async () =>
      (
        await db.query<{ rows: number }>(
          "select reltuples as rows from pg_class where oid = 'outbox'::regclass",
        )
      )[0]?.rows;
    // Never analyzed: the planner knows nothing of the rows.
    expect(await rowsKnown()).toBe(-1);
    const transport: MailTransport = { name: "file", send: async () => {}, close: async () => {} };
    let now = Date.now();
    const worker = createOutbox({ ...baseOptions(db, transport), clock: () => now });
    const vacuum = "vacuum (analyze) outbox (next_attempt_at, sent_at, attempts, leased_until)";
    // At the start only: the 26 claims of the backlog took no time on this clock.
    expect(await worker.drain()).toEqual({ sent: 520, failed: 0 });
    expect(calls).toEqual([vacuum]);
    expect(await rowsKnown()).toBe(520);
    // Not before a minute has passed since, then once for the e-mails claimed, then not while none is.
    now += 59_000;
    await worker.drain();
    expect(calls).toEqual([vacuum]);
    now += 1_000;
    await worker.drain();
    expect(calls).toEqual([vacuum, vacuum]);
    now += 60_000;
    await worker.drain();
    expect(calls).toEqual([vacuum, vacuum]);
    // From a small sample of those columns (migration 6).
    const targets = await db.query<{ target: number }>(
      `select attstattarget as target from pg_attribute
       where attrelid = 'outbox'::regclass and attname in ('next_attempt_at', 'sent_at', 'attempts', 'leased_until')`,
    );
    expect(targets.map((row) => row.target)).toEqual([10, 10, 10, 10]);
    await db.close();
  });
});

describe("marking e-mails sent", () => {
  /** Counts the statements that mark e-mails sent. */
  const countMarks = (db: Database) => countStatements(db, "update outbox set sent_at");

  it("marks a batch's sent e-mails with one statement and one log line, and each is sent once", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    await storeMany(db, 5);
    const sent: string[] = [];
    const logs = captureLogs();
    const worker = createOutbox({
      db,
      transport: { name: "file", send: async (mail) => void sent.push(mail.id), close: async () => {} },
      from: "Nivelia <no-reply@nivelia.es>",
      maxAttempts: 3,
      pollMs: 60_000,
      log: Fastify({ logger: { level: "info", stream: logs } }).log,
    });
    const counter = countMarks(db);
    try {
      expect(await worker.drain()).toEqual({ sent: 5, failed: 0 });
      expect(counter.count).toBe(1);
      expect(await worker.drain()).toEqual({ sent: 0, failed: 0 });
      expect(new Set(sent).size).toBe(5);
      const sentLines = logs.lines.filter((line) => line.msg === "e-mails sent");
      expect(sentLines).toEqual([expect.objectContaining({ level: 30, transport: "file" })]);
      const loggedIds = (sentLines[0]?.outboxIds ?? []) as string[];
      expect([...loggedIds].sort()).toEqual([...sent].sort());
      const [left] = await db.query<{ count: number }>(
        "select count(*)::int as count from outbox where sent_at is null or leased_until is not null",
      );
      expect(left?.count).toBe(0);
    } finally {
      await db.close();
    }
  });

  it("marks sooner when a batch has taken a quarter of the lease, so no lease runs out unmarked", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    await storeMany(db, 4);
    // The rows are due from the database's now(); the test's clock starts just after it.
    let now = Date.now() + 1000;
    const worker = createOutbox({
      db,
      // Each send takes a quarter of the lease on the test's clock.
      transport: {
        name: "file",
        send: async () => {
          now += LEASE_MS / 4;
        },
        close: async () => {},
      },
      from: "Nivelia <no-reply@nivelia.es>",
      maxAttempts: 3,
      pollMs: 60_000,
      log: Fastify().log,
      clock: () => now,
    });
    const counter = countMarks(db);
    try {
      expect(await worker.drain()).toEqual({ sent: 4, failed: 0 });
      expect(counter.count).toBe(4);
    } finally {
      await db.close();
    }
  });
});

describe("the leases of a worker whose process died", () => {
  it("are taken at once: pg_stat_activity no longer lists the owner", async () => {
    const url = await freshTestDatabaseUrl();
    const survivor = await openTestDatabase(url);
    await migrate(survivor);
    await store(survivor, "Antes del SIGKILL");
    const doomed = await openTestDatabase(url);
    const { fired: claimedSignal, fire: claimed } = signal();
    const options = {
      from: "Nivelia <no-reply@nivelia.es>",
      maxAttempts: 3,
      pollMs: 60_000,
      log: Fastify().log,
    };
    // The doomed worker leases the e-mail and is still sending it when its connections go, as in a SIGKILL.
    void createOutbox({
      ...options,
      db: doomed,
      transport: {
        name: "file",
        send: () => {
          claimed();
          return new Promise<undefined>(() => {});
        },
        close: async () => {},
      },
    }).drain();
    await claimedSignal;
    await doomed.close();
    // A server ends a closed connection's backend a moment later: the survivor looks once it has.
    while (
      (await survivor.query("select 1 from pg_stat_activity where application_name = $1", [doomed.session]))
        .length > 0
    )
      await new Promise<void>((resolve) => setImmediate(resolve));
    const sent: string[] = [];
    const survivorWorker = createOutbox({
      ...options,
      db: survivor,
      transport: { name: "file", send: async (mail) => void sent.push(mail.id), close: async () => {} },
    });
    try {
      const result = await survivorWorker.drain();
      expect(result).toEqual({ sent: 1, failed: 0 });
      expect(sent).toHaveLength(result.sent);
    } finally {
      await survivor.close();
    }
  });
});

describe("the outbox with the real Resend SDK against a local fake", () => {
  let fake: FakeResend;
  let shared: App;
  const apps: App[] = [];
  beforeAll(async () => {
    fake = await startFakeResend();
    shared = await resendApp({ TEAM_EMAIL: "leads@example.test", OUTBOX_MAX_ATTEMPTS: "3" });
  });
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

  /** An app whose worker is stopped, so that only drain() sends and each test decides when; or polling. */
  async function resendApp(env: Record<string, string> = {}, { polling = false } = {}) {
    const app = await buildTestApp({
      SERVE_WEB: "false",
      RESEND_API_KEY: "re_test_123",
      RESEND_BASE_URL: fake.url,
      // Only the pass on start-up and those a new submission asks for: never one on a timer.
      OUTBOX_POLL_MS: "3600000",
      ...env,
    });
    if (!polling) await app.outbox.stop();
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
      reply_to: "ana.1@empresa.es",
    });
    const unsent = await app.db.query("select id from outbox where sent_at is null");
    expect(unsent).toEqual([]);
  });

  it("survives an outage: every stored e-mail is delivered exactly once after the service recovers", async () => {
    const app = shared;
    // Each row fails at most once.
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
    const database = { DATABASE_URL: await freshTestDatabaseUrl() };
    const first = await resendApp(database);
    fake.setDown(true);
    await submit(first, lead(100));
    await submit(first, lead(101));
    await first.outbox.drain();
    const ids = await outboxIds(first);
    expect(ids).toHaveLength(4);
    expect(fake.acceptedByKey().size).toBe(0);
    await timePasses(first);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    fake.setDown(false);
    // The restarted worker's first pass, started on ready, is what sends them: no drain() here.
    const second = await resendApp(database, { polling: true });
    expect(await outboxIds(second)).toEqual(ids);
    await fake.whenAccepted(ids.length);
    expect([...fake.acceptedByKey().keys()].sort()).toEqual(ids);
    expect([...fake.acceptedByKey().values()].every((count) => count === 1)).toBe(true);
    const migrations = await second.db.query("select version from schema_migrations");
    expect(migrations).toHaveLength(MIGRATIONS.length);
  });

  it("with two instances on one database, stores each submission once and sends each e-mail once", async () => {
    const database = { DATABASE_URL: await freshTestDatabaseUrl() };
    const replicas = [
      await resendApp(database, { polling: true }),
      await resendApp(database, { polling: true }),
    ] as const;
    const submissions = 12;
    // A client retrying against the other replica: both get the same Idempotency-Key at the same time.
    const answers = await Promise.all(
      Array.from({ length: submissions }, (_, index) =>
        Promise.all(
          replicas.map((app) =>
            app.inject({
              method: "POST",
              url: "/v1/send-email",
              payload: lead(200 + index),
              headers: { "idempotency-key": `replicas-${index}` },
            }),
          ),
        ),
      ),
    );
    for (const [a, b] of answers) {
      expect(a?.statusCode).toBe(200);
      expect(b?.json().id).toBe(a?.json().id);
    }
    const [stored] = await replicas[0].db.query<{ n: number }>("select count(*)::int as n from submissions");
    expect(stored?.n).toBe(submissions);
    // Both workers (woken by the submissions, then drained) compete for the same rows.
    await Promise.all(replicas.map((app) => app.outbox.drain()));
    const ids = await outboxIds(replicas[0]);
    expect(ids).toHaveLength(submissions * 2);
    await fake.whenAccepted(ids.length);
    const accepted = fake.acceptedByKey();
    expect([...accepted.keys()].sort()).toEqual(ids);
    expect([...accepted.values()].every((count) => count === 1)).toBe(true);
  });
});

describe("Resend's rate limit (the real SDK against a local fake that paces on the test's clock)", () => {
  let fake: FakeResend;
  beforeAll(async () => {
    fake = await startFakeResend();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.setRateLimit(null);
  });
  afterAll(() => fake.close());

  /**
   * Nine e-mails, two sends a second, and one attempt before giving up: a rate limit counted as a failure would give
   * up the third e-mail for good. The worker runs on the test's timer and clock; each timer fired moves the clock by
   * its delay, and the next timer set is the signal that the pass has ended.
   */
  async function sendThrough(headersOnSuccess: boolean) {
    const db = await openTestDatabase();
    await migrate(db);
    await storeMany(db, 9);
    let time = Date.now();
    const clock = () => time;
    fake.setRateLimit({ perWindow: 2, windowMs: 1000, clock, headersOnSuccess });
    const timer = new ManualTimer();
    const transport = createResendTransport({ apiKey: "re_test_123", baseUrl: fake.url });
    const worker = createOutbox({
      ...baseOptions(db, transport),
      maxAttempts: 1,
      setTimer: timer.set,
      clock,
    });
    try {
      worker.start();
      for (let passes = 0; ; passes += 1) {
        const next = await timer.next();
        const [left] = await db.query<{ n: number }>(
          "select count(*)::int as n from outbox where sent_at is null",
        );
        if (left?.n === 0) break;
        if (passes === 30) throw new Error(`${left?.n} e-mails still unsent after 30 passes`);
        time += next.ms;
        timer.fire(next);
      }
      const rows = await db.query<{ attempts: number; last_error: string | null }>(
        "select attempts, last_error from outbox",
      );
      return { rows, delays: timer.history.map((pending) => pending.ms) };
    } finally {
      await worker.stop();
      await db.close();
    }
  }

  it("waits for the window's reset that a send reports, and never meets a 429", async () => {
    const { rows, delays } = await sendThrough(true);
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.attempts === 0 && row.last_error === null)).toBe(true);
    expect(fake.requests.map((request) => request.status)).toEqual(Array(9).fill(200));
    expect([...fake.acceptedByKey().values()]).toEqual(Array(9).fill(1));
    // Four pauses of a window's second between the five windows, instead of the 2 s poll.
    expect(delays.filter((ms) => ms === 1000)).toHaveLength(4);
  });

  it("takes a 429 as a pause of its Retry-After, not as a failed attempt", async () => {
    const { rows, delays } = await sendThrough(false);
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.attempts === 0 && row.last_error === null)).toBe(true);
    const statuses = fake.requests.map((request) => request.status);
    // Each window: two accepted, then one 429 that pauses the worker until the next.
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect([...fake.acceptedByKey().values()]).toEqual(Array(9).fill(1));
    expect(delays.filter((ms) => ms === 1000)).toHaveLength(4);
  });
});

describe("the outbox during a mail outage", () => {
  it("logs the first failed send, counts the repeats at debug, and says once how many failed when sends work again", async () => {
    const db = await openTestDatabase();
    await migrate(db);
    await storeMany(db, 5);
    const logs = captureLogs();
    let down = true;
    const transport: MailTransport = {
      name: "file",
      send: async () => {
        if (down)
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:587"), { code: "ECONNREFUSED" });
      },
      close: async () => {},
    };
    let now = Date.now();
    const worker = createOutbox({
      ...baseOptions(db, transport),
      maxAttempts: 10,
      log: Fastify({ logger: { level: "debug", stream: logs } }).log,
      clock: () => now,
    });
    try {
      expect(await worker.drain()).toEqual({ sent: 0, failed: 5 });
      down = false;
      now += 60 * 60_000;
      expect(await worker.drain()).toEqual({ sent: 5, failed: 0 });
    } finally {
      await db.close();
    }
    const lines = logs.lines
      .filter(({ msg }) => /^e-mails? (not sent|sent)/.test(String(msg)))
      .map(({ level, msg, failures }) => ({ level, msg, failures }));
    expect(lines).toEqual([
      { level: 50, msg: "e-mail not sent: will retry", failures: 1 },
      ...[2, 3, 4, 5].map((failures) => ({ level: 20, msg: "e-mail not sent again", failures })),
      { level: 30, msg: "e-mails sent again after failures", failures: 5 },
      { level: 30, msg: "e-mails sent", failures: undefined },
    ]);
  });
});
