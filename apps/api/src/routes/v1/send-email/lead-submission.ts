import type { ParsedSendEmailRequest } from "@nivelia/domain/forms";
import type { NewSubmission } from "../../../db/submissions";
import { leadEnvelopes } from "../../../mail/templates";

/** What `POST /v1/send-email` stores for a valid lead: the submission and its e-mails' envelopes. */
export function leadSubmission(
  lead: ParsedSendEmailRequest,
  idempotencyKey: string | null,
  teamEmail: string,
): NewSubmission {
  return {
    formType: lead.formType,
    formData: lead.formData as Record<string, unknown>,
    userEmail: lead.userEmail,
    copyToUser: lead.copyToUser,
    isBot: lead.isBot,
    idempotencyKey,
    messages: leadEnvelopes(lead, teamEmail),
  };
}
