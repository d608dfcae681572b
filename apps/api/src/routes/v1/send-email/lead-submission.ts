import type { ParsedSendEmailRequest } from "@nivelia/domain/forms";
import type { NewSubmission } from "../../../db/submissions";
import { leadEnvelopes } from "../../../mail/templates";
import { LEAD_WEBHOOK_ENVELOPE } from "../../../webhooks/lead-webhook-sender";

/** What `POST /v1/send-email` stores for a valid lead: the submission and its e-mails' envelopes. */
export function leadSubmission(
  lead: ParsedSendEmailRequest,
  idempotencyKey: string | null,
  teamEmail: string,
  webhook = false,
): NewSubmission {
  const mails = leadEnvelopes(lead, teamEmail);
  return {
    formType: lead.formType,
    formData: lead.formData as Record<string, unknown>,
    userEmail: lead.userEmail,
    copyToUser: lead.copyToUser,
    isBot: lead.isBot,
    idempotencyKey,
    // A lead that gets e-mails (not a bot's) also goes to the sales tool, when LEAD_WEBHOOK_URL is set.
    messages: webhook && mails.length > 0 ? [...mails, LEAD_WEBHOOK_ENVELOPE] : mails,
    consents: lead.consents,
  };
}
