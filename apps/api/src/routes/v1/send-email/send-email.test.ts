import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BRAND } from "@nivelia/domain/brand";
import { givenConsents, parseSendEmailRequest } from "@nivelia/domain/forms";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { buildTestApp } from "../../../test/build-test-app";
import { CONTACT_LEAD_LABELS, contactLead, leadEmails } from "../../../test/leads";
import { submissionMails } from "../../../test/submission-mails";

describe("POST /v1/send-email", () => {
  let app: App;
  const teamEmail = "leads@example.test";
  const dataDir = mkdtempSync(join(tmpdir(), "nivelia-send-email-"));
  beforeAll(async () => {
    app = await buildTestApp({
      TEAM_EMAIL: teamEmail,
      SERVE_WEB: "false",
      DATA_DIR: dataDir,
    });
  }, 90_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.query("delete from submissions");
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/v1/send-email", payload: payload as object, headers });
  const count = async (table: "submissions" | "outbox") =>
    (await app.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;
  const outboxOf = (id: string) =>
    app.db.query<{ recipient: string; to_address: string; subject: string; reply_to: string | null }>(
      "select recipient, to_address, subject, reply_to from outbox where submission_id = $1 order by recipient",
      [id],
    );

  it("stores the submission with the team's and the visitor's e-mail, then answers its id", async () => {
    const response = await post(contactLead());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [row] = await app.db.query<{
      form_type: string;
      form_data: Record<string, unknown>;
      is_bot: boolean;
    }>("select form_type, form_data, is_bot from submissions where id = $1", [body.id]);
    expect(row).toMatchObject({
      form_type: "contactHome",
      is_bot: false,
      form_data: { company: "Acme Ibérica" },
    });
    const mails = await outboxOf(body.id);
    expect(mails).toEqual([
      expect.objectContaining({ recipient: "team", to_address: teamEmail, reply_to: "ana@empresa.es" }),
      expect.objectContaining({ recipient: "visitor", to_address: "ana@empresa.es" }),
    ]);
    expect(mails[0]?.subject).toBe("Nuevo lead: Solicitud de contacto de Ana López");
  });

  it("stores each e-mail's envelope only, and sends the bodies rendered from the stored lead, fields in their order", async () => {
    // A form whose fields jsonb would reorder (shorter keys first): the e-mails list them as the visitor sent them.
    const lead = contactLead({ message: "Orden de los campos", companySize: "11-50" });
    const response = await post(lead);
    const id = response.json<{ id: string }>().id;
    const stored = await app.db.query<{ html: string | null; text: string | null }>(
      "select html, text from outbox where submission_id = $1",
      [id],
    );
    expect(stored).toEqual([
      { html: null, text: null },
      { html: null, text: null },
    ]);
    const parsed = parseSendEmailRequest(lead);
    if (!parsed.ok) throw new Error("the test's lead does not validate");
    const expected = leadEmails(parsed.value, teamEmail);
    const mails = await submissionMails(app.db, id);
    expect(
      mails.map(({ recipient, to, subject, html, text }) => ({ recipient, to, subject, html, text })),
    ).toEqual(
      expected.map(({ recipient, to, subject, html, text }) => ({ recipient, to, subject, html, text })),
    );
    const labels = [...(mails[0]?.text ?? "").matchAll(/^([^:\n]+): /gm)].map((match) => match[1]);
    expect(labels.slice(0, CONTACT_LEAD_LABELS.length)).toEqual(CONTACT_LEAD_LABELS);
  });

  it("sends no copy to a newsletter subscriber, nor when copyToUser is false or there is no address", async () => {
    const newsletter = await post({
      formType: "newsletter",
      formData: { email: "ana@empresa.es" },
      userEmail: "ana@empresa.es",
      copyToUser: true,
      consents: givenConsents("newsletter"),
    });
    expect((await outboxOf(newsletter.json().id)).map((mail) => mail.recipient)).toEqual(["team"]);
    const noCopy = await post(contactLead({ message: "sin copia" }, { copyToUser: false }));
    expect((await outboxOf(noCopy.json().id)).map((mail) => mail.recipient)).toEqual(["team"]);
    const byPhone = await post(
      contactLead({ email: "", phone: "+34 612 345 678", contactMethods: ["phone"] }, { userEmail: "" }),
    );
    expect(byPhone.statusCode).toBe(200);
    expect(await outboxOf(byPhone.json().id)).toEqual([
      expect.objectContaining({ recipient: "team", reply_to: null }),
    ]);
  });

  it("answers invalid form data with 400 VALIDATION_ERROR and Spanish field messages, storing nothing", async () => {
    const response = await post(contactLead({ name: "", email: "no-es-un-email" }));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: "formData.name", message: "Este campo es requerido" },
        { path: "formData.email", message: "Por favor, introduce un correo electrónico válido" },
      ]),
    );
    expect(await count("submissions")).toBe(0);
  });

  it.each([
    ["a body that is not an object", [], "", "Debe ser un objeto, no una lista"],
    [
      "a missing copyToUser",
      {
        formType: "newsletter",
        formData: { email: "ana@empresa.es" },
        userEmail: "",
        consents: givenConsents("newsletter"),
      },
      "copyToUser",
      "Este campo es requerido",
    ],
    [
      "a malformed userEmail",
      contactLead({}, { userEmail: "ana" }),
      "userEmail",
      "Por favor, introduce un correo electrónico válido",
    ],
    [
      "a lead without the privacy consent its form requires",
      contactLead({}, { consents: undefined }),
      "consents",
      "Debes aceptar la política de privacidad para continuar",
    ],
    [
      "a lead whose privacy consent is refused",
      contactLead({}, { consents: { ...givenConsents("contactHome"), privacyPolicy: false } }),
      "consents.privacyPolicy",
      "Debes aceptar la política de privacidad para continuar",
    ],
  ])("answers %s with 400 VALIDATION_ERROR, in Spanish", async (_name, payload, path, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "VALIDATION_ERROR", message, details: [{ path, message }] },
    });
  });

  it("accepts the contact page's form type 'contact' with the contact template and schema", async () => {
    const response = await post({ ...contactLead(), formType: "contact" });
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    const [row] = await app.db.query<{ form_type: string }>(
      "select form_type from submissions where id = $1",
      [id],
    );
    expect(row?.form_type).toBe("contact");
    const mails = await outboxOf(id);
    expect(mails[0]?.subject).toBe("Nuevo lead: Solicitud de contacto de Ana López");
    const invalid = await post({ ...contactLead({ name: "R2D2" }), formType: "contact" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe("VALIDATION_ERROR");
  });

  it.each(["contacto", "toString", "__proto__", "unknown"])(
    "answers form type %j with 'Unsupported form type'",
    async (formType) => {
      const response = await post({ ...contactLead(), formType });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "UNSUPPORTED_FORM_TYPE",
        message: "Unsupported form type",
      });
    },
  );

  it("returns the first id for a repeated Idempotency-Key and stores nothing new", async () => {
    const key = "5b3f1c1e-6a55-4b8e-9d0f-1c2b3a4d5e6f";
    const first = await post(contactLead({ message: "primero" }), { "idempotency-key": key });
    const outboxBefore = await count("outbox");
    const again = await post(contactLead({ message: "primero" }), { "idempotency-key": key });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await count("submissions")).toBe(1);
    expect(await count("outbox")).toBe(outboxBefore);
  });

  it("refuses an Idempotency-Key reused for a different submission with 422", async () => {
    const key = "clave-reutilizada";
    await post(contactLead({ message: "uno" }), { "idempotency-key": key });
    const other = await post(contactLead({ message: "otro" }), { "idempotency-key": key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await count("submissions")).toBe(1);
  });

  it.each([
    ["over 200 characters", "k".repeat(201)],
    ["with spaces", "dos palabras"],
  ])("answers an Idempotency-Key %s with 400", async (_name, key) => {
    const response = await post(contactLead(), { "idempotency-key": key });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await count("submissions")).toBe(0);
  });

  it("treats the same payload within 60 seconds as a duplicate, and later as a new lead", async () => {
    const first = await post(contactLead({ message: "doble clic" }));
    const second = await post(contactLead({ message: "doble clic" }));
    expect(second.json().id).toBe(first.json().id);
    expect(await count("submissions")).toBe(1);
    // Concurrent double submits are serialised too.
    const [a, b] = await Promise.all([
      post(contactLead({ message: "a la vez" })),
      post(contactLead({ message: "a la vez" })),
    ]);
    expect(a.json().id).toBe(b.json().id);
    expect(await count("submissions")).toBe(2);
    await app.db.query("update submissions set created_at = now() - interval '61 seconds'");
    const later = await post(contactLead({ message: "doble clic" }));
    expect(later.json().id).not.toBe(first.json().id);
    expect(await count("submissions")).toBe(3);
  });

  it("answers a filled honeypot as a success, keeps the row marked as a bot and queues no e-mail", async () => {
    const response = await post({ ...contactLead({ message: "bot" }), website: "http://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: expect.any(String) });
    const [row] = await app.db.query<{ is_bot: boolean }>("select is_bot from submissions where id = $1", [
      response.json().id,
    ]);
    expect(row?.is_bot).toBe(true);
    expect(await outboxOf(response.json().id)).toEqual([]);
  });

  it("delivers the queued e-mails to the file mailbox as <outbox-id>.eml", async () => {
    const response = await post(contactLead({ message: "al buzón" }));
    await app.outbox.drain();
    const rows = await app.db.query<{ id: string; to_address: string; sent_at: Date | null }>(
      "select id, to_address, sent_at from outbox where submission_id = $1",
      [response.json().id],
    );
    const mailbox = join(dataDir, "mailbox");
    const files = readdirSync(mailbox);
    for (const row of rows) {
      expect(row.sent_at).toBeInstanceOf(Date);
      expect(files).toContain(`${row.id}.eml`);
      const eml = readFileSync(join(mailbox, `${row.id}.eml`), "utf8");
      expect(eml).toContain(`To: ${row.to_address}`);
      expect(eml).toContain(`Message-ID: <${row.id}@${BRAND.siteHost}>`);
      expect(eml).toContain("From: Nivelia <no-reply@nivelia.es>");
    }
  });

  it("never answers a random body with a 5xx", async () => {
    const formType = fc.oneof(
      fc.constantFrom("contactHome", "newsletter", "freeTrial", "betaAccess", "jobs"),
      fc.string(),
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          formType,
          formData: fc.oneof(
            fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })),
            fc.jsonValue(),
          ),
          userEmail: fc.oneof(fc.constant(""), fc.emailAddress(), fc.string()),
          copyToUser: fc.oneof(fc.boolean(), fc.jsonValue()),
          website: fc.oneof(fc.constant(""), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await app.inject({
          method: "POST",
          url: "/v1/send-email",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(payload) ?? "null",
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
