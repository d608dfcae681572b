// `pnpm test:resilience`: the full-volume fault proofs of the API, ending with one table. Loopback only, every
// loop bounded. Scenarios that need PostgreSQL are skipped with the reason when it cannot run here.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SubmissionFailure, withSubmissionRetries } from "@nivelia/domain/api";
import { useRunTempFolder } from "@nivelia/vitest-config/temp-folder";
import autocannon from "autocannon";
import { startTestPostgres, type TestPostgres } from "../../../tooling/bootstrap/postgres.mjs";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { fakeWebBuild } from "../src/test/build-test-app";
import { type FakeResend, startFakeResend } from "../src/test/fake-resend";
import { contactLead } from "../src/test/leads";
import { captureLogs, personalDataIn } from "../src/test/logged-app";
import { fuzzEndpoints } from "../src/test/scenarios/input-fuzz";
import { OUTAGE_KINDS, runMailOutage, type ScenarioResult } from "../src/test/scenarios/mail-outage";
import { printMarkdownTable } from "./lib/markdown-table";
import { ensureApiBuild, type RunningServer, startServer } from "./lib/processes";

// RESILIENCE_PORT moves the servers' ports (it and the next four), so two runs can coexist.
const BASE_PORT = Number(process.env.RESILIENCE_PORT ?? 4341);
const PORTS = {
  crash: BASE_PORT,
  limits: BASE_PORT + 1,
  soak: BASE_PORT + 2,
  storage: BASE_PORT + 3,
  slow: BASE_PORT + 4,
} as const;
const FUZZ_RUNS = Number(process.env.RESILIENCE_FUZZ_RUNS ?? 10_000);
const OUTAGE_LEADS = Number(process.env.RESILIENCE_OUTAGE_LEADS ?? 500);
const SOAK_SECONDS = Number(process.env.RESILIENCE_SOAK_SECONDS ?? 60);
/**
 * RSS may grow this much over the soak and no more: 64 MB for caches and the JIT, plus 16 KB per lead stored during
 * it, since PGlite keeps the database's pages in the process (a lead is a row and two e-mails with HTML, about 8 KB).
 */
const SOAK_RSS_BASE_GROWTH = 64 * 1024 * 1024;
const SOAK_RSS_GROWTH_PER_LEAD = 16 * 1024;

const results: ScenarioResult[] = [];
const serverLogs: string[] = [];
const skipped: string[] = [];

function record(result: ScenarioResult) {
  results.push(result);
  const status = result.problems.length === 0 ? "pass" : `FAIL: ${result.problems.join("; ")}`;
  console.log(`  ${result.scenario}: ${status}`);
}

function blank(scenario: string): ScenarioResult {
  return {
    scenario,
    sent: 0,
    accepted: 0,
    stored: 0,
    delivered: 0,
    duplicates: 0,
    serverErrors: 0,
    problems: [],
  };
}

/** The outbox is given time while it makes progress: it fails only after this long without one e-mail sent. */
const OUTBOX_STALL_MS = 30_000;
/** And never longer than this in all (the run stays bounded). */
const OUTBOX_DRAIN_LIMIT_MS = 15 * 60_000;

/**
 * Waits for a server's outbox to empty, as long as it keeps sending: a fixed deadline failed the soak once the API
 * grew fast enough to store more leads than the outbox could send in that time, although nothing was lost. Returns
 * the e-mails still unsent (0 when drained) and how long the wait took.
 */
async function waitForOutboxDrain(port: number): Promise<{ unsent: number; waitedMs: number }> {
  const start = Date.now();
  let unsent = Number.POSITIVE_INFINITY;
  let lastProgress = start;
  for (;;) {
    const ready = (await (await fetch(`http://127.0.0.1:${port}/v1/ready`)).json()) as {
      outbox?: { unsent: number };
    };
    const now = Date.now();
    const next = ready.outbox?.unsent ?? Number.POSITIVE_INFINITY;
    if (next < unsent) lastProgress = now;
    unsent = next;
    if (unsent === 0 || now - lastProgress > OUTBOX_STALL_MS || now - start > OUTBOX_DRAIN_LIMIT_MS) {
      return { unsent, waitedMs: now - start };
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

async function inputFuzz() {
  const logs = captureLogs();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    SERVE_WEB: "false",
    DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-fuzz-")),
    DATABASE_URL: "memory://",
    RATE_LIMIT_MAX_PER_MINUTE: "1000000",
    OUTBOX_POLL_MS: "3600000",
    STRIPE_WEBHOOK_SECRET: "whsec_resilience",
  });
  const app = await buildApp(config, { logStream: logs });
  await app.ready();
  try {
    for (const tally of await fuzzEndpoints(app, FUZZ_RUNS)) {
      const result = blank(`any input: ${tally.endpoint}`);
      result.sent = tally.sent;
      result.accepted = tally.accepted;
      // Only send-email stores: its accepted leads read back from the database and their team e-mail as the shared
      // schema parsed them. verify-technology only answers, checkout hands over to Stripe, and the webhook refuses
      // the fuzz's signature: nothing stored to check.
      result.stored = tally.endpoint.endsWith("send-email") ? tally.roundTripped : 0;
      result.serverErrors = tally.serverErrors;
      result.problems.push(...tally.problems);
      if (tally.serverErrors > 0) result.problems.push(`${tally.serverErrors} answers 5xx`);
      record(result);
    }
  } finally {
    await app.close();
  }
  serverLogs.push(logs.text());
}

/** Leads in a burst scenario, sent 10 at a time; `midway` runs once, before lead BURST_LEADS / 2 is sent. */
const BURST_LEADS = 300;

async function burst(submit: (index: number) => Promise<void>, midway: () => Promise<void>) {
  let next = 0;
  let reachedMidway = false;
  const worker = async () => {
    while (next < BURST_LEADS) {
      const index = next;
      next += 1;
      if (!reachedMidway && index === BURST_LEADS / 2) {
        reachedMidway = true;
        await midway();
      }
      await submit(index);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

/** The environment of a burst scenario's server: its own folder, the fake Resend, no rate limit, a quick outbox. */
function burstServerEnv(name: string, resend: FakeResend, databaseUrl?: string) {
  return {
    SERVE_WEB: "false",
    LOG_LEVEL: "info",
    DATA_DIR: mkdtempSync(join(tmpdir(), `nivelia-${name}-`)),
    RATE_LIMIT_MAX_PER_MINUTE: "1000000",
    RESEND_API_KEY: `re_test_${name}`,
    RESEND_BASE_URL: resend.url,
    OUTBOX_POLL_MS: "100",
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  };
}

/** 300 submissions, 10 at a time, against a server killed with SIGKILL halfway; restarted on the same storage. */
async function crash(entry: string, storage: "PGlite" | "PostgreSQL", databaseUrl?: string) {
  const result = blank(`SIGKILL mid-burst, restart (${storage})`);
  const resend = await startFakeResend();
  const env = burstServerEnv("crash", resend, databaseUrl);
  let server: RunningServer = await startServer(entry, PORTS.crash, env);
  const acknowledged: string[] = [];
  const submit = async (index: number) => {
    result.sent += 1;
    try {
      const response = await fetch(`http://127.0.0.1:${PORTS.crash}/v1/send-email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(
          contactLead({ message: `Ráfaga ${storage} ${index}` }, { userEmail: `ana.${index}@empresa.es` }),
        ),
      });
      if (response.status >= 500) result.serverErrors += 1;
      if (response.status === 200) acknowledged.push(((await response.json()) as { id: string }).id);
    } catch {
      // The connection died with the server: not acknowledged, so the visitor sees an error and may resend.
    }
  };
  await burst(submit, async () => {
    // The other nine keep sending while the server dies and comes back on the same storage.
    serverLogs.push(server.output());
    await server.kill();
    server = await startServer(entry, PORTS.crash, env);
  });
  result.accepted = acknowledged.length;
  await checkStoredAndDelivered(result, acknowledged, server, env, resend, { databaseUrl });
  record(result);
}

/**
 * Once the burst is over: waits for the outbox to empty, stops the server and reads its store (same folder or same
 * PostgreSQL) to check that each acknowledged lead is stored once with its two e-mails, delivered through the fake
 * Resend. Fills the result's stored, delivered and duplicates columns and its problems; closes the fake.
 */
async function checkStoredAndDelivered(
  result: ScenarioResult,
  acknowledged: readonly string[],
  server: RunningServer,
  env: { DATA_DIR: string },
  resend: FakeResend,
  { databaseUrl, burstMessage }: { databaseUrl?: string; burstMessage?: string } = {},
) {
  // Wait for the outbox to empty, as long as it makes progress.
  const { unsent: pending } = await waitForOutboxDrain(server.port);
  await server.stop();
  serverLogs.push(server.output());
  const config = loadConfig({
    DATA_DIR: env.DATA_DIR,
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  });
  const { databaseLocation, openDatabase } = await import("../src/db/database");
  const db = await openDatabase(databaseLocation(config));
  try {
    const stored = await db.query<{ id: string }>("select id from submissions where id = any($1::uuid[])", [
      acknowledged,
    ]);
    result.stored = stored.length;
    if (burstMessage !== undefined) {
      // Every lead of the burst, acknowledged or not: none may be stored twice or without its visitor knowing.
      const [all] = await db.query<{ leads: number }>(
        "select count(*)::int as leads from submissions where form_data->>'message' like $1",
        [`${burstMessage} %`],
      );
      if (all?.leads !== acknowledged.length)
        result.problems.push(
          `${all?.leads} leads of the burst stored for ${acknowledged.length} acknowledged`,
        );
    }
    const mails = await db.query<{ id: string; submission_id: string }>(
      "select id, submission_id from outbox where submission_id = any($1::uuid[])",
      [acknowledged],
    );
    const accepted = resend.acceptedByKey();
    const deliveredSubmissions = new Set(
      mails.filter((mail) => accepted.has(mail.id)).map((mail) => mail.submission_id),
    );
    result.delivered = deliveredSubmissions.size;
    result.duplicates = [...accepted.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    if (result.stored !== acknowledged.length)
      result.problems.push(`${acknowledged.length - result.stored} acknowledged leads missing`);
    if (result.delivered !== acknowledged.length) {
      result.problems.push(
        `${acknowledged.length - result.delivered} acknowledged leads without delivered e-mails`,
      );
    }
    if (mails.length !== acknowledged.length * 2)
      result.problems.push(`${mails.length} e-mails for ${acknowledged.length} leads`);
    if (pending !== 0)
      result.problems.push(`${pending} e-mails still unsent once the outbox stopped progressing`);
    if (result.duplicates > 0) {
      result.note = "repeats carried the same Idempotency-Key: Resend delivers them once";
    }
  } finally {
    await db.close();
    await resend.close();
  }
}

/** The message of the deploy's leads, followed by each lead's number: the scenario counts its leads by it. */
const DEPLOY_MESSAGE = "Despliegue";

/** A failed attempt of a visitor's submission, as the site's retry rule reads it. */
class AttemptFailed extends Error {
  constructor(readonly failure: SubmissionFailure) {
    super(`attempt failed with status ${failure.status}`);
  }
}

/**
 * A deploy: SIGTERM in the middle of a burst (300 leads, 10 at a time) and a new process on the same storage, while
 * visitors go on submitting as the site's forms do (one Idempotency-Key per lead, SUBMISSION_RETRY's attempts and
 * waits). No visitor may be told that sending failed, and each lead is stored and delivered once.
 */
async function deploy(entry: string) {
  const result = blank("SIGTERM mid-burst, restart, visitors retrying (PGlite)");
  const resend = await startFakeResend();
  const env = burstServerEnv("deploy", resend);
  let server: RunningServer = await startServer(entry, PORTS.crash, env);
  const acknowledged: string[] = [];
  const told: string[] = [];
  let shuttingDown = 0;
  let refused = 0;
  const submit = async (index: number) => {
    result.sent += 1;
    const key = randomUUID();
    const body = JSON.stringify(
      contactLead({ message: `${DEPLOY_MESSAGE} ${index}` }, { userEmail: `ana.${index}@empresa.es` }),
    );
    const attempt = async () => {
      let response: Response;
      try {
        response = await fetch(`http://127.0.0.1:${PORTS.crash}/v1/send-email`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        refused += 1;
        throw new AttemptFailed({ status: 0, timedOut: (error as Error).name === "TimeoutError" });
      }
      if (response.status === 503) shuttingDown += 1;
      else if (response.status >= 500) result.serverErrors += 1;
      if (!response.ok) {
        await response.body?.cancel();
        throw new AttemptFailed({ status: response.status, retryAfter: response.headers.get("retry-after") });
      }
      return ((await response.json()) as { id: string }).id;
    };
    try {
      acknowledged.push(
        await withSubmissionRetries(attempt, (error) =>
          error instanceof AttemptFailed ? error.failure : null,
        ),
      );
    } catch (error) {
      told.push(`lead ${index}: ${(error as Error).message}`);
    }
  };
  const started = performance.now();
  let stopMs = 0;
  let startMs = 0;
  await burst(submit, async () => {
    // The other nine keep sending while the server stops and a new one starts on the same storage.
    const stopping = server;
    const stopAt = performance.now();
    await stopping.stop();
    const startAt = performance.now();
    serverLogs.push(stopping.output());
    server = await startServer(entry, PORTS.crash, env);
    stopMs = startAt - stopAt;
    startMs = performance.now() - startAt;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  result.accepted = acknowledged.length;
  if (told.length > 0)
    result.problems.push(`${told.length} visitors told that sending failed (${told.slice(0, 3).join("; ")})`);
  if (new Set(acknowledged).size !== acknowledged.length)
    result.problems.push("two visitors' leads got the same id");
  await checkStoredAndDelivered(result, acknowledged, server, env, resend, { burstMessage: DEPLOY_MESSAGE });
  result.note = [
    `the old server took ${Math.round(stopMs)} ms to stop and the new one ${Math.round(startMs)} ms to answer; ${shuttingDown} answers 503 SHUTTING_DOWN and ${refused} refused or dropped connections, each sent again with the same key; the burst took ${seconds} s`,
    result.note,
  ]
    .filter(Boolean)
    .join("; ");
  record(result);
}

async function mailOutages() {
  for (const kind of OUTAGE_KINDS)
    record(await runMailOutage({ kind, leads: OUTAGE_LEADS, outageMs: 5 * 60 * 1000 }));
}

/** PostgreSQL stops under the API: POSTs answer 503 with the documented error, ready says not ready, then it heals. */
const STORAGE_MESSAGE = "Almacén caído";

/**
 * PostgreSQL stopped under a running server: each lead answers 503 STORAGE_UNAVAILABLE with Retry-After and is not
 * stored, /v1/ready says not ready; PostgreSQL started again: the server is ready by itself, and the leads sent then are
 * stored once and delivered through the fake Resend (none of the refused ones is in the database).
 */
async function storageDown(entry: string, postgres: TestPostgres) {
  const result = blank("storage down and back (PostgreSQL)");
  const resend = await startFakeResend();
  const env = burstServerEnv("storage", resend, postgres.url);
  const server = await startServer(entry, PORTS.storage, env);
  const base = `http://127.0.0.1:${PORTS.storage}`;
  const acknowledged: string[] = [];
  const post = async (index: number) => {
    result.sent += 1;
    const response = await fetch(`${base}/v1/send-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        contactLead({ message: `${STORAGE_MESSAGE} ${index}` }, { userEmail: `ana.${index}@empresa.es` }),
      ),
    });
    const body = (await response.json()) as { id?: string; error?: { code: string } };
    if (response.status === 200 && body.id !== undefined) {
      result.accepted += 1;
      acknowledged.push(body.id);
    }
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
  };
  try {
    await postgres.halt();
    for (let index = 0; index < 20; index += 1) {
      const answer = await post(index);
      if (answer.status !== 503 || answer.body.error?.code !== "STORAGE_UNAVAILABLE" || !answer.retryAfter) {
        result.problems.push(
          `storage down: ${answer.status} ${JSON.stringify(answer.body)}, Retry-After ${answer.retryAfter}`,
        );
        break;
      }
    }
    const ready = await fetch(`${base}/v1/ready`);
    if (ready.status !== 503) result.problems.push(`ready answered ${ready.status} while storage was down`);
    await postgres.start();
    // Ready once the pool reconnects and READY_HOLD_MS has passed since the last refused lead.
    let healed = false;
    const since = Date.now();
    for (let attempt = 0; attempt < 400 && !healed; attempt += 1) {
      healed = (await fetch(`${base}/v1/ready`)).status === 200;
      if (!healed) await new Promise((wait) => setTimeout(wait, 100));
    }
    if (!healed) result.problems.push("not ready 40 s after storage returned");
    else result.note = `ready again ${Math.round((Date.now() - since) / 1000)} s after storage returned`;
    for (let index = 100; index < 110; index += 1) {
      const answer = await post(index);
      if (answer.status !== 200) result.problems.push(`after recovery: ${answer.status}`);
    }
  } catch (error) {
    await server.stop();
    serverLogs.push(server.output());
    await resend.close();
    throw error;
  }
  // Stops the server, counts the leads of this scenario (the 20 refused ones must not be there) and the e-mails
  // delivered.
  await checkStoredAndDelivered(result, acknowledged, server, env, resend, {
    databaseUrl: postgres.url,
    burstMessage: STORAGE_MESSAGE,
  });
  record(result);
}

/** The message of the restart scenario's leads, followed by each lead's number. */
const RESTART_MESSAGE = "Reinicio de PostgreSQL";

/**
 * PostgreSQL restarted (a fast shutdown, then a start) halfway through a burst of 300 leads, 10 at a time (issue 47):
 * the process stays up, every lead is answered 200 or 503 with Retry-After (never a closed connection or another
 * error), and every acknowledged lead is stored and delivered once.
 */
async function databaseRestart(entry: string, postgres: TestPostgres) {
  const result = blank("PostgreSQL restart mid-burst");
  const resend = await startFakeResend();
  const env = burstServerEnv("restart", resend, postgres.url);
  const server = await startServer(entry, PORTS.storage, env);
  const acknowledged: string[] = [];
  let refused = 0;
  const submit = async (index: number) => {
    result.sent += 1;
    try {
      const response = await fetch(`http://127.0.0.1:${PORTS.storage}/v1/send-email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(contactLead({ message: `${RESTART_MESSAGE} ${index}` })),
      });
      if (response.status === 200) acknowledged.push(((await response.json()) as { id: string }).id);
      else if (response.status === 503 && response.headers.get("retry-after") !== null) refused += 1;
      else {
        result.serverErrors += response.status >= 500 ? 1 : 0;
        result.problems.push(`lead ${index} answered ${response.status}`);
      }
    } catch (error) {
      result.problems.push(`lead ${index}: no answer (${(error as Error).message})`);
    }
  };
  const since = Date.now();
  await burst(submit, () => postgres.restart());
  result.accepted = acknowledged.length;
  result.note = `${refused} answered 503 during the restart; burst ${Math.round((Date.now() - since) / 1000)} s`;
  await checkStoredAndDelivered(result, acknowledged, server, env, resend, {
    databaseUrl: postgres.url,
    burstMessage: RESTART_MESSAGE,
  });
  record(result);
}

/** Connections that send a lead's headers, then one byte of its body every half second, for as long as they are open. */
const SLOW_CLIENTS = Number(process.env.RESILIENCE_SLOW_CLIENTS ?? 500);
/** The server's whole-request limit in this scenario: the production 30 s, made shorter so the run stays short. */
const SLOW_REQUEST_TIMEOUT_MS = 5000;

/**
 * Slow bodies (issue 47): SLOW_CLIENTS connections drip a lead's body byte by byte while visitors ask for pages and
 * health. Every dripping connection must be closed by the server near REQUEST_TIMEOUT_MS, none may store a lead, and
 * every visitor must be answered; the figures are how long the cut-offs took and the visitors' slowest answer.
 */
async function slowBodies(entry: string) {
  const result = blank(`${SLOW_CLIENTS} dripping bodies, visitors served`);
  const server = await startServer(entry, PORTS.slow, {
    SERVE_WEB: "false",
    LOG_LEVEL: "warn",
    DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-slow-")),
    DATABASE_URL: "memory://",
    RATE_LIMIT_MAX_PER_MINUTE: "1000000",
    REQUEST_TIMEOUT_MS: String(SLOW_REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(SLOW_REQUEST_TIMEOUT_MS / 2),
  });
  const lead = JSON.stringify(contactLead());
  const started = Date.now();
  const closedAfterMs: number[] = [];
  const sockets: Socket[] = [];
  let told408 = 0;
  const allClosed = Promise.all(
    Array.from(
      { length: SLOW_CLIENTS },
      () =>
        new Promise<void>((resolveClosed) => {
          const socket = connect(PORTS.slow, "127.0.0.1", () => {
            socket.write(
              `POST /v1/send-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(lead)}\r\n\r\n{`,
            );
          });
          let answer = "";
          socket.on("data", (chunk: Buffer) => {
            answer += chunk.toString("latin1");
          });
          socket.on("error", () => {});
          socket.on("close", () => {
            if (answer.startsWith("HTTP/1.1 408")) told408 += 1;
            closedAfterMs.push(Date.now() - started);
            resolveClosed();
          });
          sockets.push(socket);
        }),
    ),
  );
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(" ");
  }, 500);
  // Visitors meanwhile, one after another, until every slow connection is gone (bounded by the limit's triple).
  const visitorMs: number[] = [];
  let gone = false;
  void allClosed.then(() => {
    gone = true;
  });
  const deadline = started + SLOW_REQUEST_TIMEOUT_MS * 3;
  while (!gone && Date.now() < deadline) {
    for (const path of ["/v1/health", "/v1/ready"]) {
      result.sent += 1;
      const asked = Date.now();
      try {
        const response = await fetch(`http://127.0.0.1:${PORTS.slow}${path}`);
        visitorMs.push(Date.now() - asked);
        if (response.ok) result.accepted += 1;
        else result.problems.push(`a visitor's ${path} answered ${response.status}`);
        if (response.status >= 500) result.serverErrors += 1;
      } catch (error) {
        result.problems.push(`a visitor's ${path}: no answer (${(error as Error).message})`);
      }
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  clearInterval(drip);
  const open = sockets.filter((socket) => !socket.destroyed).length;
  for (const socket of sockets) socket.destroy();
  if (open > 0)
    result.problems.push(`${open} dripping connections still open after ${deadline - started} ms`);
  const ready = await fetch(`http://127.0.0.1:${PORTS.slow}/v1/ready`);
  if (!ready.ok) result.problems.push(`/v1/ready answered ${ready.status} after the scenario`);
  await server.stop();
  closedAfterMs.sort((a, b) => a - b);
  visitorMs.sort((a, b) => a - b);
  const at = (list: number[], share: number) =>
    list[Math.min(list.length - 1, Math.floor(list.length * share))] ?? 0;
  result.note =
    `${told408} of ${SLOW_CLIENTS} cut off with 408 at ${at(closedAfterMs, 0)}-${at(closedAfterMs, 1)} ms ` +
    `(limit ${SLOW_REQUEST_TIMEOUT_MS} ms); ${visitorMs.length} visitor answers, median ${at(visitorMs, 0.5)} ms, ` +
    `slowest ${at(visitorMs, 1)} ms`;
  serverLogs.push(server.output());
  record(result);
}

/** Rate limits over real HTTP: 429 with Retry-After past the limit, X-Forwarded-For honoured only from the named proxy. */
async function limits(entry: string) {
  const result = blank("rate limits and X-Forwarded-For");
  const scenarios: [string, Record<string, string>][] = [
    ["no TRUST_PROXY", {}],
    ["TRUST_PROXY names 127.0.0.1", { TRUST_PROXY: "127.0.0.1" }],
  ];
  for (const [label, extra] of scenarios) {
    const server = await startServer(entry, PORTS.limits, {
      SERVE_WEB: "false",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-limits-")),
      DATABASE_URL: "memory://",
      ...extra,
    });
    const statuses: number[] = [];
    let retryAfter = true;
    for (let call = 0; call < 25; call += 1) {
      result.sent += 1;
      const response = await fetch(`http://127.0.0.1:${PORTS.limits}/v1/verify-technology`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${call + 1}` },
        body: JSON.stringify({ technology: "React" }),
      });
      statuses.push(response.status);
      if (response.status === 200) result.accepted += 1;
      if (response.status >= 500) result.serverErrors += 1;
      if (response.status === 429 && !response.headers.get("retry-after")) retryAfter = false;
    }
    // 30 a minute per client: 25 calls stay under it either way, so send 10 more from one forged identity.
    for (let call = 0; call < 10; call += 1) {
      result.sent += 1;
      const response = await fetch(`http://127.0.0.1:${PORTS.limits}/v1/verify-technology`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
        body: JSON.stringify({ technology: "React" }),
      });
      statuses.push(response.status);
      if (response.status === 200) result.accepted += 1;
      if (response.status === 429 && !response.headers.get("retry-after")) retryAfter = false;
    }
    const limited = statuses.filter((status) => status === 429).length;
    const trusted = "TRUST_PROXY" in extra;
    // Untrusted: one identity for all 35 calls, so 5 are refused. Trusted: each forwarded address is its own client.
    if (!trusted && limited !== 5) result.problems.push(`${label}: ${limited} of 35 refused, expected 5`);
    if (trusted && limited !== 0) result.problems.push(`${label}: ${limited} refused, expected 0`);
    if (!retryAfter) result.problems.push(`${label}: a 429 without Retry-After`);
    await server.stop();
    serverLogs.push(server.output());
  }
  record(result);
}

/** 60 s of mixed traffic against the production server: zero errors and bounded memory growth. */
async function soak(entry: string) {
  const result = blank(`soak ${SOAK_SECONDS} s, mixed traffic (PGlite)`);
  const resend = await startFakeResend();
  const server = await startServer(entry, PORTS.soak, {
    SERVE_WEB: "true",
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? fakeWebBuild(),
    LOG_LEVEL: "info",
    DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-soak-")),
    RATE_LIMIT_MAX_PER_MINUTE: "1000000",
    RESEND_API_KEY: "re_test_soak",
    RESEND_BASE_URL: resend.url,
  });
  let lead = 0;
  const mixed = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${PORTS.soak}`,
      connections: 4,
      duration,
      requests: [
        { method: "GET", path: "/v1/health" },
        { method: "GET", path: "/" },
        {
          method: "POST",
          path: "/v1/verify-technology",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ technology: "k8s" }),
        },
        {
          method: "POST",
          path: "/v1/send-email",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => {
            lead += 1;
            return {
              ...request,
              body: JSON.stringify(
                contactLead({ message: `Soak ${lead}` }, { userEmail: `ana.${lead}@empresa.es` }),
              ),
            };
          },
        },
      ],
    });
  // Warm up with the same traffic first, so the baseline includes the JIT and the database's caches.
  const warmUp = await mixed(10);
  const before = server.rss();
  const leadsBeforeSoak = lead;
  const run = await mixed(SOAK_SECONDS);
  const after = server.rss();
  // The outbox delivers behind the traffic: it is given time for as long as it keeps sending.
  const drain = await waitForOutboxDrain(PORTS.soak);
  const unsent = drain.unsent;
  await server.stop();
  serverLogs.push(server.output());
  await resend.close();
  result.sent = run.requests.total + warmUp.requests.total;
  result.accepted = run["2xx"] + warmUp["2xx"];
  result.stored = lead;
  result.delivered = resend.acceptedByKey().size;
  result.serverErrors = run["5xx"] + warmUp["5xx"];
  const growth = after - before;
  const leadsDuringSoak = lead - leadsBeforeSoak;
  const growthLimit = SOAK_RSS_BASE_GROWTH + SOAK_RSS_GROWTH_PER_LEAD * leadsDuringSoak;
  result.note = `RSS ${Math.round(before / 2 ** 20)} → ${Math.round(after / 2 ** 20)} MB (limit +${Math.round(growthLimit / 2 ** 20)} MB: 64 MB + 16 KB × ${leadsDuringSoak} leads), ${Math.round(run.requests.average)} req/s, ${lead} leads, outbox empty ${Math.round(drain.waitedMs / 1000)} s after the traffic`;
  for (const [label, stats] of [
    ["warm-up", warmUp],
    ["soak", run],
  ] as const) {
    if (stats.errors + stats.timeouts + stats.non2xx > 0) {
      result.problems.push(
        `${label}: ${stats.errors} errors, ${stats.timeouts} timeouts, ${stats.non2xx} non-2xx`,
      );
    }
  }
  if (unsent !== 0) {
    result.problems.push(
      `${unsent} e-mails unsent when the outbox stopped progressing (${drain.waitedMs} ms after)`,
    );
  }
  if (result.delivered !== lead * 2)
    result.problems.push(`${result.delivered} of ${lead * 2} e-mails delivered`);
  if (growth > growthLimit) result.problems.push(`RSS grew ${Math.round(growth / 2 ** 20)} MB`);
  record(result);
}

function logsScenario() {
  const result = blank("logs of every run above: no e-mail, phone or message");
  const text = serverLogs.join("\n");
  result.sent = text.split("\n").filter((line) => line.trim() !== "").length;
  const leaked = personalDataIn(text, ["Ráfaga", "Almacén caído", "Soak "]);
  if (leaked.length > 0) result.problems.push(`found: ${leaked.slice(0, 5).join(", ")}`);
  result.note = `${result.sent} log lines of the server processes checked (the in-process runs check their own)`;
  record(result);
}

function printTable() {
  const header = ["scenario", "sent", "accepted", "stored", "delivered", "duplicates", "5xx", "result"];
  const rows = results.map((row) => [
    row.scenario,
    String(row.sent),
    String(row.accepted),
    String(row.stored),
    String(row.delivered),
    String(row.duplicates),
    String(row.serverErrors),
    row.problems.length === 0 ? "pass" : "FAIL",
  ]);
  printMarkdownTable(header, rows);
  for (const row of results) if (row.note) console.log(`- ${row.scenario}: ${row.note}`);
  for (const reason of skipped) console.log(`- skipped: ${reason}`);
}

async function main() {
  const entry = ensureApiBuild();
  // Every scenario's databases and mailboxes (the soak's alone hold hundreds of megabytes) in one folder, removed at
  // the end.
  const removeTempFolder = useRunTempFolder("nivelia-resilience-");
  try {
    await scenarios(entry);
  } finally {
    removeTempFolder();
  }
  logsScenario();
  printTable();
  const failed = results.filter((row) => row.problems.length > 0);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

async function scenarios(entry: string) {
  const only = process.argv.slice(2);
  const wanted = (name: string) => only.length === 0 || only.includes(name);
  console.log("Resilience scenarios (loopback only; see the README's Reliability section)");
  if (wanted("input")) await inputFuzz();
  if (wanted("crash")) await crash(entry, "PGlite");
  if (wanted("deploy")) await deploy(entry);
  let postgres: TestPostgres | null = null;
  if (wanted("crash") || wanted("storage") || wanted("restart")) {
    try {
      postgres = await startTestPostgres();
    } catch (error) {
      skipped.push(`PostgreSQL scenarios: could not start it (${(error as Error).message.split("\n")[0]})`);
    }
  }
  try {
    if (postgres !== null && wanted("crash")) await crash(entry, "PostgreSQL", postgres.url);
    if (postgres !== null && wanted("storage")) await storageDown(entry, postgres);
    if (postgres !== null && wanted("restart")) await databaseRestart(entry, postgres);
  } finally {
    await postgres?.stop();
  }
  if (wanted("outage")) await mailOutages();
  if (wanted("limits")) await limits(entry);
  if (wanted("slow")) await slowBodies(entry);
  if (wanted("soak")) await soak(entry);
}

await main();
