import { z } from "zod";
import { ConsentRecordSchema } from "../forms/consents";
import { FORM_TYPE_KEYS } from "../forms/form-types";

/** The event a stored lead sends to LEAD_WEBHOOK_URL. */
export const LEAD_CREATED_EVENT = "lead.created";

/**
 * Version 1 of the lead webhook's body, in the Standard Webhooks shape (type, timestamp, data). A change a receiver
 * could trip over is a new version beside this one, never an edit of it.
 */
export const LEAD_WEBHOOK_PAYLOAD_V1 = z.lazy(() =>
  z
    .object({
      type: z.literal(LEAD_CREATED_EVENT),
      version: z.literal(1),
      timestamp: z.iso.datetime().describe("When the event was created: the lead's arrival"),
      data: z.object({
        id: z.uuid().describe("The submission's id, as GET /v1/admin/leads shows it"),
        formType: z.enum(FORM_TYPE_KEYS),
        formData: z
          .record(z.string(), z.unknown())
          .describe("The form's fields as the visitor sent them, in the form's order"),
        userEmail: z.string().describe("The visitor's address; empty when the form has none"),
        consents: ConsentRecordSchema.describe("What the visitor accepted, and the privacy policy's version"),
        receivedAt: z.iso.datetime(),
      }),
    })
    .describe("A lead stored by the site, sent once per lead (webhook-id) and retried until a 2xx"),
);

export type LeadWebhookPayloadV1 = z.output<typeof LEAD_WEBHOOK_PAYLOAD_V1>;

export interface StoredLead {
  readonly id: string;
  readonly formType: LeadWebhookPayloadV1["data"]["formType"];
  readonly formData: Readonly<Record<string, unknown>>;
  readonly userEmail: string;
  readonly consents: LeadWebhookPayloadV1["data"]["consents"];
  readonly receivedAt: Date;
}

/** The webhook body of a stored lead. */
export function leadWebhookPayload(lead: StoredLead): LeadWebhookPayloadV1 {
  const receivedAt = lead.receivedAt.toISOString();
  return {
    type: LEAD_CREATED_EVENT,
    version: 1,
    timestamp: receivedAt,
    data: {
      id: lead.id,
      formType: lead.formType,
      formData: { ...lead.formData },
      userEmail: lead.userEmail,
      consents: lead.consents,
      receivedAt,
    },
  };
}
