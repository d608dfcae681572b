import {
  API_ERROR_CODES,
  copyToUserFor,
  EMAIL_CALL_MESSAGES,
  type FormType,
  IDEMPOTENCY_KEY_HEADER,
  type SendEmailResponse,
  SendEmailResponseSchema,
  sanitizeFormData,
} from "@nivelia/domain/forms";
import { type ApiClient, ApiError } from "../../lib/api-client";

export interface FormEmailSubmission {
  /** The e-mail's formData as the domain's payload builder returns it; strings are escaped before sending. */
  formData: Record<string, unknown>;
  /** Where the visitor's copy goes; '' when they left no address. */
  userEmail: string;
}

/** The JSON body of `POST /v1/send-email` for one submission (section 3.5, 'Email call payload'). */
export function sendEmailBody(formType: FormType, { formData, userEmail }: FormEmailSubmission) {
  return { formType, formData: sanitizeFormData(formData), userEmail, copyToUser: copyToUserFor(formType) };
}

/**
 * Sends one form e-mail. Section 7: the answer's success flag decides; a 2xx without `success: true` fails like an
 * error status, and an error without a message of its own reads 'Error al enviar el email' (section 8).
 */
export async function sendFormEmail(
  client: ApiClient,
  body: ReturnType<typeof sendEmailBody>,
  idempotencyKey: string,
): Promise<SendEmailResponse> {
  const answer = await client.post<unknown>("/send-email", body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    failureMessage: EMAIL_CALL_MESSAGES.defaultFailure,
  });
  const parsed = SendEmailResponseSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(EMAIL_CALL_MESSAGES.defaultFailure, 200, API_ERROR_CODES.apiError);
  return parsed.data;
}
