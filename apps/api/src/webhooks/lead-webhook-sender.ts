import { LEAD_CREATED_EVENT, leadWebhookPayload, type StoredLead } from "@nivelia/domain/api";
import { isFormType } from "@nivelia/domain/forms";
import type { MailEnvelope } from "../db/submissions";
import type { ClaimedRow } from "../mail/outbox";
import { deliverWebhook, type WebhookDeliveryOptions, type WebhookEndpoint } from "./deliver";

/** The outbox row a lead gets for LEAD_WEBHOOK_URL; its id is the `webhook-id` of every attempt. */
export const LEAD_WEBHOOK_ENVELOPE: MailEnvelope = {
  recipient: "webhook",
  to: "",
  replyTo: null,
  subject: LEAD_CREATED_EVENT,
};

function storedLead(row: ClaimedRow): StoredLead {
  const { submission_id: id, form_type: formType, user_email: userEmail, lead_created_at: receivedAt } = row;
  if (id === null || formType === null || !isFormType(formType) || userEmail === null || receivedAt === null)
    throw new Error(`outbox row ${row.id} is a webhook without its lead`);
  return {
    id,
    formType,
    formData: row.form_data as Record<string, unknown>,
    userEmail,
    consents: { ...(row.consents ?? {}), policyVersion: row.policy_version ?? "" },
    receivedAt: new Date(receivedAt),
  };
}

/** The outbox's webhook sender: the lead's version 1 payload, rendered from the stored lead on every attempt. */
export function createLeadWebhookSender(endpoint: WebhookEndpoint, options: WebhookDeliveryOptions) {
  return (row: ClaimedRow): Promise<void> =>
    deliverWebhook(
      endpoint,
      { id: row.id, body: JSON.stringify(leadWebhookPayload(storedLead(row))) },
      options,
    );
}
