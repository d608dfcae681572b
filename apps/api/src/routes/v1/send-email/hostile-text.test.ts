import { type FormType, givenConsents } from "@nivelia/domain/forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { contactLead } from "../../../test/leads";
import { buildLoggedTestApp, type CapturedLogs, personalDataIn } from "../../../test/logged-app";
import { submissionMails } from "../../../test/submission-mails";

describe("POST /v1/send-email with hostile text", { timeout: 90_000 }, () => {
  let app: App;
  let logs: CapturedLogs;
  beforeAll(async () => {
    ({ app, logs } = await buildLoggedTestApp({ SERVE_WEB: "false", OUTBOX_POLL_MS: "3600000" }));
  }, 90_000);
  afterAll(() => app.close());

  const post = (payload: unknown) =>
    app.inject({
      method: "POST",
      url: "/v1/send-email",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  it.each([
    ["\u0000", "Mensaje"],
    ["Hola \udfff", "Mensaje Hola"],
    ["a\ud800b", "Mensaje ab"],
  ])("stores %j cleaned (as %j), and the e-mail shows the stored text", async (hostile, cleaned) => {
    const response = await post(contactLead({ message: `Mensaje ${hostile}`, company: `Acme ${hostile}` }));
    expect(response.statusCode).toBe(200);
    const id = response.json<{ id: string }>().id;
    const [row] = await app.db.query<{ form_data: { message: string; company: string } }>(
      "select form_data from submissions where id = $1",
      [id],
    );
    expect(row?.form_data.message).toBe(cleaned);
    const mails = await submissionMails(app.db, id);
    expect(mails.length).toBeGreaterThan(0);
    // The visitor's copy shows none of what they typed (issue 47); the team's shows it all.
    for (const mail of mails.filter((sent) => sent.recipient === "team")) {
      expect(mail.text).toContain(cleaned);
      expect(mail.html).toContain(cleaned);
    }
  });

  it.each(["contactHome", "business", "betaAccess", "freeTrial"])(
    "answers formData nested 3000 levels deep with a 400 naming formData (%s)",
    async (formType) => {
      let deep: unknown = "x";
      for (let level = 0; level < 3000; level += 1) deep = [deep];
      const response = await post({
        formType,
        formData: { message: deep },
        userEmail: "",
        copyToUser: false,
        consents: givenConsents(formType as FormType),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: "VALIDATION_ERROR", details: [{ path: "formData" }] },
      });
    },
  );

  it("logs an unexpected storage error without the lead's e-mail, name, phone or message", async () => {
    const lead = contactLead({
      name: "Rosalía Quintanilla",
      message: "Mensaje confidencial de prueba",
    });
    const original = app.db.query;
    // A database that refuses the row and quotes it back, as PostgreSQL's errors do.
    app.db.query = async <Row extends object>(sql: string, params?: readonly unknown[]) => {
      if (!sql.includes("insert into submissions")) return original<Row>(sql, params);
      throw Object.assign(new Error(`insert failed for ${lead.userEmail}, +34 612 345 678`), {
        code: "22P05",
        detail: JSON.stringify(lead),
        parameters: [lead.formData.name, lead.formData.message],
      });
    };
    try {
      const response = await post(lead);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: "INTERNAL_ERROR", message: "Error interno del servidor" },
      });
    } finally {
      app.db.query = original;
    }
    // One line for the request, with its method and path and the error's code (the outbox's own lines have no reqId).
    const errors = logs.lines.filter((line) => line.level === 50 && line.reqId !== undefined);
    expect(errors).toEqual([
      expect.objectContaining({ msg: "unhandled error", method: "POST", path: "/v1/send-email" }),
    ]);
    expect(JSON.stringify(errors)).toContain("22P05");
    expect(personalDataIn(logs.text(), ["Rosalía", "Quintanilla", "Mensaje confidencial"])).toEqual([]);
  });
});
