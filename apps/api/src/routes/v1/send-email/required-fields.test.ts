import { FORM_MESSAGES, type FormType, PAYLOAD_MESSAGES } from "@nivelia/domain/forms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { buildTestApp } from "../../../test/build-test-app";
import { completeLead } from "../../../test/complete-leads";

/** The beta and early-access requests share one form. */
const ACCESS_REQUEST_FIELDS = [
  "name",
  "company",
  "position",
  "companySize",
  "email",
  "useCase",
  "acceptedPrivacy",
  "acceptedEarlyAccess",
] as const;

/** The fields each form type cannot do without, as its form requires them (or, without a form, the register lists). */
const REQUIRED_FIELDS: Readonly<Record<FormType, readonly string[]>> = {
  contactHome: ["name", "email", "phone", "company", "companySize", "message", "contactMethods"],
  contact: ["name", "email", "phone", "company", "companySize", "message", "contactMethods"],
  business: ["name", "email", "company", "message"],
  ongs: ["organization", "name", "email", "website", "message"],
  candidates: ["name", "email", "technology"],
  earlyAccess: ACCESS_REQUEST_FIELDS,
  freeTrial: ["name", "email", "phone", "companyName", "companySize", "message", "contactMethod"],
  freeAccess: ["name", "email", "company"],
  jobs: ["jobId", "jobTitle", "name", "email", "linkedin", "message"],
  rolesDictionary: ["name", "email"],
  webinars: ["webinar", "webinarTitle", "name", "email", "company"],
  pricing: ["name", "email", "company", "message"],
  newsletter: ["email"],
  betaAccess: ACCESS_REQUEST_FIELDS,
  logicTest: ["email", "score", "correct", "total", "band"],
};

const SPANISH_MESSAGES: readonly string[] = [
  ...Object.values(FORM_MESSAGES),
  ...Object.values(PAYLOAD_MESSAGES),
];

const FORM_TYPES = Object.keys(REQUIRED_FIELDS) as FormType[];

describe("POST /v1/send-email refuses a lead without the fields its form requires", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ SERVE_WEB: "false", OUTBOX_POLL_MS: "3600000" });
  }, 90_000);
  afterAll(() => app.close());

  const post = (payload: unknown) =>
    app.inject({ method: "POST", url: "/v1/send-email", payload: payload as object });
  const stored = async () =>
    (await app.db.query<{ n: number }>("select count(*)::int as n from submissions"))[0]?.n ?? 0;

  it.each(FORM_TYPES)(
    "%s: empty formData is a 400 naming each required field in Spanish",
    async (formType) => {
      const before = await stored();
      const response = await post({ ...completeLead(formType), formData: {} });
      expect(response.statusCode).toBe(400);
      const { error } = response.json<{
        error: { code: string; message: string; details: { path: string; message: string }[] };
      }>();
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details.map((detail) => detail.path).sort()).toEqual(
        REQUIRED_FIELDS[formType].map((field) => `formData.${field}`).sort(),
      );
      for (const detail of [error, ...error.details]) {
        expect(SPANISH_MESSAGES).toContain(detail.message);
      }
      expect(await stored()).toBe(before);
    },
  );

  it.each(
    FORM_TYPES.flatMap((formType) => REQUIRED_FIELDS[formType].map((field) => [formType, field] as const)),
  )("%s: without %s is a 400 for that field alone", async (formType, field) => {
    const lead = completeLead(formType);
    const { [field]: _left, ...formData } = lead.formData;
    const response = await post({ ...lead, formData });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: `formData.${field}`, message: expect.any(String) },
    ]);
  });

  it.each(FORM_TYPES)("%s: a complete lead is a 200", async (formType) => {
    const response = await post(completeLead(formType));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: expect.any(String) });
  });
});
