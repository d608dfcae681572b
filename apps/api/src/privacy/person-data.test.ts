import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { givenConsents, PRIVACY_POLICY_VERSION } from "@nivelia/domain/forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";
import { contactLead } from "../test/leads";
import { addressHash, erasePersonLeads, findPersonLeads } from "./person-data";

describe("one person's leads: access and erasure", () => {
  let app: App;
  let mailbox: string;
  const ids: Record<string, string> = {};

  async function submit(name: string, email: string, extra: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: "POST",
      url: "/v1/send-email",
      payload: contactLead({ email, message: `Mensaje de ${name}`, ...extra }, { userEmail: email }),
    });
    expect(response.statusCode, response.body).toBe(200);
    ids[name] = response.json().id;
  }

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nivelia-person-"));
    app = await buildTestApp({ DATA_DIR: dataDir, MAIL_TRANSPORT: "file", OUTBOX_POLL_MS: "3600000" });
    mailbox = join(dataDir, "mailbox");
    await submit("first", "ana@empresa.es");
    await submit("second", "Ana@Empresa.es");
    await submit("other", "bea@empresa.es");
    // The newsletter's address is in the form only: no copy is sent to it.
    const newsletter = await app.inject({
      method: "POST",
      url: "/v1/send-email",
      payload: {
        formType: "newsletter",
        formData: { email: "ANA@empresa.es" },
        userEmail: "",
        copyToUser: false,
        consents: givenConsents("newsletter"),
      },
    });
    ids.newsletter = newsletter.json().id;
    await app.outbox.drain();
  });
  afterAll(() => app.close());

  it("finds every submission of the address, whatever its case, with consents and deliveries", async () => {
    const leads = await findPersonLeads(app.db, "ana@empresa.es", 60);
    expect(leads.map((lead) => lead.id).sort()).toEqual([ids.first, ids.second, ids.newsletter].sort());
    const first = leads.find((lead) => lead.id === ids.first);
    expect(first).toMatchObject({
      formType: "contactHome",
      userEmail: "ana@empresa.es",
      formData: { email: "ana@empresa.es", message: "Mensaje de first" },
      consents: { policyVersion: PRIVACY_POLICY_VERSION, privacyPolicy: true },
    });
    expect(first?.consentedAt).toBe(first?.receivedAt);
    expect(first?.deliveries.map(({ kind, recipient, state }) => ({ kind, recipient, state }))).toEqual([
      { kind: "email", recipient: "team", state: "sent" },
      { kind: "email", recipient: "visitor", state: "sent" },
    ]);
  });

  it("erases the submissions, their outbox rows and mailbox files, and nothing of anyone else", async () => {
    const before = readdirSync(mailbox).length;
    const erased = await erasePersonLeads(app.db, "ANA@EMPRESA.ES", mailbox);
    expect(erased).toEqual({ submissions: 3, outbox: 5, mailboxFiles: 5 });
    expect(readdirSync(mailbox)).toHaveLength(before - 5);
    expect(await findPersonLeads(app.db, "ana@empresa.es", 60)).toEqual([]);
    const outbox = await app.db.query<{ submission_id: string }>("select submission_id from outbox");
    expect(outbox.map((row) => row.submission_id)).toEqual([ids.other, ids.other]);
    for (const row of await app.db.query<{ id: string }>("select id from outbox"))
      expect(existsSync(join(mailbox, `${row.id}.eml`))).toBe(true);
    expect(await findPersonLeads(app.db, "bea@empresa.es", 60)).toHaveLength(1);
    // A second request finds nothing left.
    expect(await erasePersonLeads(app.db, "ana@empresa.es", mailbox)).toEqual({
      submissions: 0,
      outbox: 0,
      mailboxFiles: 0,
    });
  });

  it("hashes an address for the audit log without its case or spaces", () => {
    expect(addressHash(" Ana@Empresa.es ")).toBe(addressHash("ana@empresa.es"));
    expect(addressHash("ana@empresa.es")).toMatch(/^[0-9a-f]{16}$/);
    expect(addressHash("ana@empresa.es")).not.toBe(addressHash("bea@empresa.es"));
  });
});
