import { API_ERRORS } from "@nivelia/domain/api";
import { PRIVACY_POLICY_VERSION } from "@nivelia/domain/forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { buildTestApp } from "../../../test/build-test-app";
import { contactLead } from "../../../test/leads";
import { buildLoggedTestApp, type CapturedLogs, personalDataIn } from "../../../test/logged-app";

const TOKEN = "t0k3n-de-administracion-0123456789abcdef";
const bearer = { authorization: `Bearer ${TOKEN}` };

describe("admin API off", () => {
  it("answers every /v1/admin address 404 without ADMIN_TOKEN, token or not", async () => {
    const app = await buildTestApp();
    for (const method of ["GET", "DELETE"] as const) {
      for (const headers of [{}, bearer]) {
        const response = await app.inject({ method, url: "/v1/admin/leads?email=ana@empresa.es", headers });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
      }
    }
    await app.close();
  });
});

describe("admin API on", () => {
  let app: App;
  let logs: CapturedLogs;
  beforeAll(async () => {
    ({ app, logs } = await buildLoggedTestApp({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_MAX_PER_MINUTE: "6" }));
    const stored = await app.inject({ method: "POST", url: "/v1/send-email", payload: contactLead() });
    expect(stored.statusCode).toBe(200);
    await app.outbox.drain();
  });
  afterAll(() => app.close());

  it("answers a missing or wrong token 401, the same for an address with leads and one without", async () => {
    const answers = new Set<string>();
    for (const headers of [{}, { authorization: "Bearer otro-token" }]) {
      for (const email of ["ana@empresa.es", "nadie@ninguna.es"]) {
        for (const method of ["GET", "DELETE"] as const) {
          const response = await app.inject({ method, url: `/v1/admin/leads?email=${email}`, headers });
          expect(response.statusCode).toBe(401);
          answers.add(response.body);
        }
      }
    }
    expect([...answers].map((body) => JSON.parse(body))).toEqual([
      { error: { code: "UNAUTHORIZED", message: API_ERRORS.UNAUTHORIZED.message } },
    ]);
  });

  it("exports a person's leads, erases them, and a later export finds nothing", async () => {
    const url = "/v1/admin/leads?email=ANA@empresa.es";
    const exported = await app.inject({ method: "GET", url, headers: bearer });
    expect(exported.statusCode).toBe(200);
    const [lead] = exported.json().leads;
    expect(lead).toMatchObject({
      formType: "contactHome",
      userEmail: "ana@empresa.es",
      consents: { policyVersion: PRIVACY_POLICY_VERSION, privacyPolicy: true },
    });
    expect(lead.consentedAt).toBe(lead.receivedAt);
    expect(lead.deliveries).toHaveLength(2);

    const erased = await app.inject({ method: "DELETE", url, headers: bearer });
    expect(erased.json()).toEqual({ erased: { submissions: 1, outbox: 2, mailboxFiles: 2 } });
    const after = await app.inject({ method: "GET", url, headers: bearer });
    expect(after.json()).toEqual({ leads: [] });
  });

  it("rate-limits the admin routes like the others, wrong tokens included", async () => {
    // Earlier tests used 8 + 3 requests of a limit of 6 a minute per route and client.
    const response = await app.inject({
      method: "GET",
      url: "/v1/admin/leads?email=nadie@ninguna.es",
      headers: bearer,
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe("RATE_LIMITED");
  });

  it("is described in OpenAPI with its bearer scheme", async () => {
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    expect(document.components.securitySchemes.adminToken).toMatchObject({ type: "http", scheme: "bearer" });
    for (const method of ["get", "delete"]) {
      const operation = document.paths["/v1/admin/leads"][method];
      expect(operation.security).toEqual([{ adminToken: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "429"]));
      expect(operation.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: "email", in: "query", required: true })]),
      );
    }
  });

  it("leaves audit lines with a hash of the address, and no address in any log line", () => {
    const audit = logs.lines.filter((line) => typeof line.audit === "string");
    expect(audit.map((line) => line.audit)).toEqual(["access", "erasure", "access"]);
    expect(audit.every((line) => /^[0-9a-f]{16}$/.test(String(line.addressHash)))).toBe(true);
    expect(personalDataIn(logs.text())).toEqual([]);
  });
});
