import { describe, expect, it } from "vitest";
import { givenConsents } from "./consents";
import { buildLogicTestPayload, LogicTestPayloadSchema, LogicTestResultFormSchema } from "./logic-test";
import { FORM_MESSAGES } from "./messages";
import { parseSendEmailRequest } from "./send-email";

const SCORE = { correct: 6, answered: 8, total: 8, band: "alto" } as const;

describe("LogicTestResultFormSchema", () => {
  it("accepts an address and the consent", () => {
    expect(LogicTestResultFormSchema.parse({ email: " ana@example.com ", rgpd: true })).toEqual({
      email: "ana@example.com",
      rgpd: true,
    });
  });

  it.each([
    [{ email: "", rgpd: true }, "email", FORM_MESSAGES.required],
    [{ email: "ana@", rgpd: true }, "email", FORM_MESSAGES.invalidEmail],
    [{ email: "ana@example.com", rgpd: false }, "rgpd", FORM_MESSAGES.rgpd],
  ])("rejects %j on %s", (form, field, message) => {
    const result = LogicTestResultFormSchema.safeParse(form);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([[field, message]]);
  });
});

describe("buildLogicTestPayload", () => {
  const form = { email: "ana@example.com", rgpd: true } as const;

  it.each([
    [null, { email: "ana@example.com", score: "6 de 8", correct: 6, total: 8, band: "alto" }],
    [
      125.6,
      { email: "ana@example.com", score: "6 de 8", correct: 6, total: 8, band: "alto", elapsedSeconds: 126 },
    ],
  ])("builds the payload with elapsed time %j", (elapsed, payload) => {
    expect(buildLogicTestPayload(form, SCORE, elapsed)).toEqual(payload);
  });

  it("is a payload the send-email call accepts for logicTest", () => {
    const parsed = parseSendEmailRequest({
      formType: "logicTest",
      formData: buildLogicTestPayload(form, SCORE, 90),
      userEmail: form.email,
      copyToUser: true,
      consents: givenConsents("logicTest"),
    });
    expect(parsed.ok).toBe(true);
  });
});

describe("LogicTestPayloadSchema", () => {
  const payload = buildLogicTestPayload({ email: "ana@example.com", rgpd: true }, SCORE, 90);

  it("takes the result the page builds", () => {
    expect(LogicTestPayloadSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ["a score text that is not the count", { score: "visita https://evil.example" }],
    ["a band that does not fit the count", { band: "inicial" }],
    ["more right answers than questions", { correct: 9, score: "9 de 8" }],
    ["a fractional count", { correct: 5.5 }],
    ["no questions", { correct: 0, total: 0, score: "0 de 0", band: "inicial" }],
  ])("refuses %s", (_label, change) => {
    expect(LogicTestPayloadSchema.safeParse({ ...payload, ...change }).success).toBe(false);
  });
});
