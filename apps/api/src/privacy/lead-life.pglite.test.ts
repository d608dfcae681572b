// The lead's life on the embedded default (PGlite under DATA_DIR): the rest of its tests run on PostgreSQL.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";
import { contactLead } from "../test/leads";
import { startWebhookReceiver } from "../test/webhook-receiver";
import { retentionPass } from "./retention";

const SECRET = `whsec_${Buffer.alloc(32, 3).toString("base64")}`;
const TOKEN = "token-de-administracion-para-pglite-0123";
const DAY_MS = 24 * 60 * 60 * 1000;

describe("a lead's life on PGlite", { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "nivelia-life-"));
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let app: App;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(SECRET);
    app = await buildTestApp({
      DATABASE_URL: "",
      SERVE_WEB: "false",
      DATA_DIR: dataDir,
      ADMIN_TOKEN: TOKEN,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      OUTBOX_POLL_MS: "3600000",
    });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it("stores consents, delivers the webhook, exports, expires and erases the same way", async () => {
    expect(app.db.kind).toBe("pglite");
    const headers = { authorization: `Bearer ${TOKEN}` };
    for (const email of ["vieja@empresa.es", "ana@empresa.es"]) {
      const payload = contactLead({ email, message: `Hola de ${email}` }, { userEmail: email });
      expect((await app.inject({ method: "POST", url: "/v1/send-email", payload })).statusCode).toBe(200);
    }
    await app.outbox.drain();
    expect(receiver.verified).toHaveLength(2);
    expect(readdirSync(join(dataDir, "mailbox")).filter((file) => file.endsWith(".eml"))).toHaveLength(4);

    const exported = await app.inject({ url: "/v1/admin/leads?email=ana@empresa.es", headers });
    const [lead] = exported.json().leads;
    expect(lead.consents.privacyPolicy).toBe(true);
    expect(lead.deliveries.map((delivery: { kind: string; state: string }) => delivery)).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "webhook", state: "sent" })]),
    );

    await app.db.query(
      "update submissions set created_at = now() - interval '800 days' where user_email = $1",
      ["vieja@empresa.es"],
    );
    expect(
      await retentionPass(app.db, {
        now: Date.now() + DAY_MS,
        capDays: 730,
        mailboxDir: join(dataDir, "mailbox"),
      }),
    ).toEqual({ submissions: 1, outbox: 3, mailboxFiles: 2, byFormType: { contactHome: 1 } });

    const erased = await app.inject({
      method: "DELETE",
      url: "/v1/admin/leads?email=ana@empresa.es",
      headers,
    });
    expect(erased.json()).toEqual({ erased: { submissions: 1, outbox: 3, mailboxFiles: 2 } });
    expect(await app.db.query("select id from submissions")).toEqual([]);
    expect(readdirSync(join(dataDir, "mailbox")).filter((file) => file.endsWith(".eml"))).toEqual([]);
  });
});
