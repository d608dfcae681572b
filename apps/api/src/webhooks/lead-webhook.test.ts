import { LEAD_WEBHOOK_PAYLOAD_V1 } from "@nivelia/domain/api";
import { PRIVACY_POLICY_VERSION } from "@nivelia/domain/forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { runRetryOutbox } from "../cli/retry-command";
import { buildTestApp } from "../test/build-test-app";
import { contactLead } from "../test/leads";
import { freshTestDatabaseUrl } from "../test/test-database";
import { ok, startWebhookReceiver } from "../test/webhook-receiver";

const SECRET = `whsec_${Buffer.alloc(32, 5).toString("base64")}`;

describe("leads delivered to the sales tool's webhook through the outbox", () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(SECRET, (_request, response) => {
      response.writeHead(503, { "retry-after": "1" }).end();
    });
    env = {
      DATABASE_URL: await freshTestDatabaseUrl(),
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      MAIL_TRANSPORT: "file",
      OUTBOX_POLL_MS: "3600000",
      OUTBOX_MAX_ATTEMPTS: "3",
    };
  });
  afterAll(() => receiver.close());

  /** The outbox's next pass, with every waiting row due now (its backoff skipped, not waited for). */
  async function nextPass(app: App) {
    await app.db.query("update outbox set next_attempt_at = now() where sent_at is null");
    await app.outbox.drain();
  }

  it("delivers a lead once, signed, after an outage and a restart, and never again after a 2xx", async () => {
    let app = await buildTestApp(env);
    const stored = await app.inject({ method: "POST", url: "/v1/send-email", payload: contactLead() });
    const submissionId = stored.json().id;
    await app.outbox.drain();
    const [row] = await app.db.query<{ id: string }>("select id from outbox where recipient = 'webhook'");
    // The receiver is down: the e-mails go, the webhook waits and shows in /v1/ready.
    expect(receiver.verified).toHaveLength(1);
    expect((await app.inject({ url: "/v1/ready" })).json().outbox).toEqual({
      unsent: 1,
      failing: 1,
      givenUp: 0,
    });
    await app.close();

    receiver.answer(ok);
    app = await buildTestApp(env);
    await nextPass(app);
    expect(receiver.verified).toHaveLength(2);
    const delivered = receiver.verified[1];
    expect(delivered?.headers["webhook-id"]).toBe(row?.id);
    expect(receiver.verified[0]?.headers["webhook-id"]).toBe(row?.id);
    expect(receiver.verified[0]?.body).toBe(delivered?.body);
    const payload = LEAD_WEBHOOK_PAYLOAD_V1.parse(JSON.parse(delivered?.body ?? ""));
    expect(payload.data).toMatchObject({
      id: submissionId,
      formType: "contactHome",
      userEmail: "ana@empresa.es",
      formData: { name: "Ana López" },
      consents: { policyVersion: PRIVACY_POLICY_VERSION, privacyPolicy: true },
    });
    expect((await app.inject({ url: "/v1/ready" })).json().outbox).toEqual({
      unsent: 0,
      failing: 0,
      givenUp: 0,
    });

    // A crash between the receiver's 2xx and the row being marked sent: it is sent again, with the same id…
    await app.db.query("update outbox set sent_at = null where id = $1", [row?.id]);
    await nextPass(app);
    expect(receiver.verified.map((request) => request.headers["webhook-id"])).toEqual([
      row?.id,
      row?.id,
      row?.id,
    ]);
    // …and after that second 2xx, never again.
    await nextPass(app);
    await nextPass(app);
    expect(receiver.verified).toHaveLength(3);
    expect(receiver.forged()).toBe(0);
    await app.close();
  });

  it("gives a failing webhook up after OUTBOX_MAX_ATTEMPTS, and retry-outbox sends it again", async () => {
    receiver.answer((_request, response) => response.writeHead(500).end());
    let app = await buildTestApp(env);
    await app.inject({
      method: "POST",
      url: "/v1/send-email",
      payload: contactLead({ message: "Otro lead" }),
    });
    for (let pass = 0; pass < 4; pass += 1) await nextPass(app);
    expect((await app.inject({ url: "/v1/ready" })).json().outbox).toEqual({
      unsent: 0,
      failing: 0,
      givenUp: 1,
    });
    await app.close();

    expect(await runRetryOutbox([], { ...env, LOG_LEVEL: "silent" }, () => {})).toEqual({
      givenUp: 1,
      retried: 1,
    });
    receiver.answer(ok);
    // Counted before the app starts: its first pass, at start-up, may already deliver the webhook.
    const before = receiver.verified.length;
    app = await buildTestApp(env);
    await app.outbox.drain();
    expect(receiver.verified.length).toBe(before + 1);
    expect((await app.inject({ url: "/v1/ready" })).json().outbox).toEqual({
      unsent: 0,
      failing: 0,
      givenUp: 0,
    });
    await app.close();
  });
});
