import { describe, expect, it } from "vitest";
import { givenConsents } from "../forms/consents";
import { LEAD_WEBHOOK_PAYLOAD_V1, leadWebhookPayload } from "./lead-webhook";

describe("lead webhook payload", () => {
  it("builds a version 1 body its own schema accepts, keeping the form's field order", () => {
    const payload = leadWebhookPayload({
      id: "6f1c2b7a-8e3d-4c5b-9a1f-2d3e4f5a6b7c",
      formType: "jobs",
      formData: { name: "Ana", email: "ana@acme.es", linkedin: "https://example.com/ana" },
      userEmail: "ana@acme.es",
      consents: givenConsents("jobs", { cvForOtherVacancies: true }),
      receivedAt: new Date(Date.UTC(2026, 10, 28, 9, 30)),
    });
    expect(LEAD_WEBHOOK_PAYLOAD_V1.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      type: "lead.created",
      version: 1,
      timestamp: "2026-11-28T09:30:00.000Z",
    });
    expect(Object.keys(JSON.parse(JSON.stringify(payload)).data.formData)).toEqual([
      "name",
      "email",
      "linkedin",
    ]);
  });

  it("refuses a body of another version or event", () => {
    const payload = { type: "lead.updated", version: 2, timestamp: "x", data: {} };
    expect(LEAD_WEBHOOK_PAYLOAD_V1.safeParse(payload).success).toBe(false);
  });
});
