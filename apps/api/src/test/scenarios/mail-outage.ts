import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { startFakeResend } from "../fake-resend";
import { type FakeSmtpMode, startFakeSmtp } from "../fake-smtp";
import { contactLead } from "../leads";
import { captureLogs, personalDataIn } from "../logged-app";

export type OutageKind =
  | "resend-500"
  | "resend-429"
  | "resend-timeout"
  | "smtp-refused"
  | "smtp-4xx"
  | "smtp-5xx"
  | "smtp-timeout";

/** Every kind of outage the scenario covers, for the quick suite and `pnpm test:resilience`. */
export const OUTAGE_KINDS: readonly OutageKind[] = [
  "resend-500",
  "resend-429",
  "resend-timeout",
  "smtp-refused",
  "smtp-4xx",
  "smtp-5xx",
  "smtp-timeout",
];

export interface MailOutageOptions {
  kind: OutageKind;
  /** Submissions that arrive during the outage. */
  leads: number;
  /** Simulated length of the outage. */
  outageMs: number;
  /** Simulated time between two passes of the outbox. */
  stepMs?: number;
  /** The database; an in-memory PGlite by default. */
  databaseUrl?: string;
}

export interface ScenarioResult {
  scenario: string;
  sent: number;
  accepted: number;
  stored: number;
  delivered: number;
  duplicates: number;
  serverErrors: number;
  /** Everything that must hold for the scenario to pass; empty when it passed. */
  problems: string[];
  /** What the table's numbers do not say (memory, skipped parts). */
  note?: string;
}

const SMTP_FAILURES: Readonly<Record<string, FakeSmtpMode>> = {
  "smtp-refused": "refuse",
  "smtp-4xx": "reject-4xx",
  "smtp-5xx": "reject-5xx",
  "smtp-timeout": "hang",
};

/**
 * Submissions arrive through the HTTP API while the mail service fails, for a simulated outage (the outbox's
 * clock is moved, not waited for), then it recovers: every submission must be answered with success, stored, and
 * delivered exactly once (for SMTP, once per Message-ID), with no e-mail given up and no personal data logged.
 * In the timeout kinds the fake takes each connection or request and never answers; the client's timeout is an
 * explicit signal the scenario aborts as soon as the fake reports that it holds a send, so no real time passes.
 * In resend-429 Resend takes one send a second (on the scenario's clock) and answers the others 429 with
 * Retry-After, without the rate limit headers on its successes (as when another sender uses the team's window): the
 * outbox must wait for the window, and no e-mail may be charged an attempt for it.
 */
export async function runMailOutage({
  kind,
  leads,
  outageMs,
  stepMs = 10_000,
  databaseUrl = "memory://",
}: MailOutageOptions): Promise<ScenarioResult> {
  const overResend = kind.startsWith("resend-");
  const resend = overResend ? await startFakeResend() : null;
  const smtp = overResend ? null : await startFakeSmtp();
  // The mail clients' timeouts: each send's signal is aborted when the fake says it holds a send unanswered.
  const deadlines = new Set<AbortController>();
  const mailAbortAfter = () => {
    const deadline = new AbortController();
    deadlines.add(deadline);
    return deadline.signal;
  };
  let timeouts = 0;
  const timeOut = () => {
    timeouts += 1;
    for (const deadline of deadlines) deadline.abort();
    deadlines.clear();
  };
  resend?.onHang(timeOut);
  smtp?.onHang(timeOut);
  let now = Date.now();
  const logs = captureLogs();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    SERVE_WEB: "false",
    DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-outage-")),
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_MAX_PER_MINUTE: "1000000",
    OUTBOX_POLL_MS: "3600000",
    TEAM_EMAIL: "equipo@example.test",
    ...(resend === null
      ? { MAIL_TRANSPORT: "smtp", SMTP_URL: smtp?.url ?? "" }
      : { MAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_test_outage", RESEND_BASE_URL: resend.url }),
  });
  const app: App = await buildApp(config, { logStream: logs, clock: () => now, mailAbortAfter });
  await app.ready();
  // Passes run only at the scenario's steps: a start-up pass on the real timer, late on a busy machine, would take
  // the outage's one report window (REMINDER_MS on the scenario's clock) and leave no warn line to check.
  await app.outbox.stop();
  const problems: string[] = [];
  let accepted = 0;
  let serverErrors = 0;
  const messages: string[] = [];
  const step = async () => {
    now += stepMs;
    await app.outbox.drain();
  };
  try {
    if (kind === "resend-timeout") resend?.setHanging(true);
    else if (kind === "resend-429")
      resend?.setRateLimit({ perWindow: 1, windowMs: 1000, clock: () => now, headersOnSuccess: false });
    else resend?.setDown(true);
    await smtp?.setMode(SMTP_FAILURES[kind] ?? "accept");
    const outageEnds = now + outageMs;
    const perStep = Math.max(1, Math.ceil(leads / Math.max(1, Math.floor(outageMs / stepMs))));
    for (let index = 0; index < leads; index += 1) {
      const message = `Mensaje de prueba número ${index} durante el corte`;
      messages.push(message);
      const response = await app.inject({
        method: "POST",
        url: "/v1/send-email",
        payload: contactLead({ message, name: "Ana López" }, { userEmail: `ana.${index}@empresa.es` }),
      });
      if (response.statusCode === 200) accepted += 1;
      if (response.statusCode >= 500) serverErrors += 1;
      if ((index + 1) % perStep === 0) await step();
    }
    while (now < outageEnds) await step();
    resend?.setDown(false);
    resend?.setHanging(false);
    resend?.setRateLimit(null);
    await smtp?.setMode("accept");
    const recoveredAt = now;
    // Recovery is noticed by the next probe (every 30 s) and re-drives everything: allow an hour of passes.
    while ((await app.outbox.counts()).unsent > 0 && now - recoveredAt < 60 * 60 * 1000) await step();
    const counts = await app.outbox.counts();
    const [stored] = await app.db.query<{ n: number }>("select count(*)::int as n from submissions");
    const ids = (await app.db.query<{ id: string }>("select id from outbox")).map((row) => row.id);
    const deliveries = new Map<string, number>();
    if (resend !== null) {
      for (const [key, count] of resend.acceptedByKey()) deliveries.set(key, count);
    } else {
      for (const [messageId, count] of smtp?.deliveredById() ?? new Map<string, number>()) {
        deliveries.set(/^<([^@]+)@/.exec(messageId)?.[1] ?? messageId, count);
      }
    }
    const delivered = ids.filter((id) => (deliveries.get(id) ?? 0) > 0).length;
    const duplicates = [...deliveries.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    if (accepted !== leads) problems.push(`${leads - accepted} submissions not answered with success`);
    if ((stored?.n ?? 0) !== leads) problems.push(`${stored?.n ?? 0} of ${leads} submissions stored`);
    if (delivered !== ids.length)
      problems.push(`${ids.length - delivered} of ${ids.length} e-mails not delivered`);
    if (duplicates > 0) problems.push(`${duplicates} duplicate deliveries`);
    if (counts.givenUp > 0) problems.push(`${counts.givenUp} e-mails given up`);
    if (kind.endsWith("-timeout") && timeouts === 0) problems.push("no send timed out during the outage");
    if (now - recoveredAt > 2 * 60 * 1000)
      problems.push(`recovery took ${Math.round((now - recoveredAt) / 1000)} s`);
    if (kind === "resend-429") {
      // A rate limit is no failure: the e-mails wait for the window, and none is charged an attempt.
      const [charged] = await app.db.query<{ n: number }>(
        "select count(*)::int as n from outbox where attempts > 0",
      );
      if ((charged?.n ?? 0) > 0) problems.push(`${charged?.n} e-mails charged an attempt for the rate limit`);
      if (!resend?.requests.some((request) => request.status === 429)) problems.push("no send met a 429");
    } else if (
      !logs.lines.some((line) => line.level === 40 && String(line.msg).startsWith("e-mails waiting"))
    ) {
      problems.push("no warn line with the outbox counts during the outage");
    }
    const leaked = personalDataIn(logs.text(), messages);
    if (leaked.length > 0) problems.push(`personal data in the logs: ${leaked.slice(0, 3).join(", ")}`);
    return {
      scenario: `mail outage ${Math.round(outageMs / 60_000)} min: ${kind}`,
      sent: leads,
      accepted,
      stored: stored?.n ?? 0,
      delivered,
      duplicates,
      serverErrors,
      problems,
    };
  } finally {
    await app.close();
    await resend?.close();
    await smtp?.close();
  }
}
