import { API_CONTRACT, type Wait, withSubmissionRetries } from "@nivelia/domain/api";
import {
  type ConsentKey,
  copyToUserFor,
  EMAIL_CALL_MESSAGES,
  type FormType,
  givenConsents,
  IDEMPOTENCY_KEY_HEADER,
  type SendEmailResponse,
} from "@nivelia/domain/forms";
import { type ApiClient, ApiError } from "../../lib/api-client";

export interface FormEmailSubmission {
  /** The e-mail's formData as the domain's payload builder returns it: what the visitor typed, escaped where output. */
  formData: Record<string, unknown>;
  /** Where the visitor's copy goes; '' when they left no address. */
  userEmail: string;
  /** The visitor's answer to the form's optional consents; the required ones are given, or the form cannot submit. */
  optionalConsents?: Partial<Record<ConsentKey, boolean>>;
}

/** The JSON body of `POST /v1/send-email` for one submission (section 3.5, 'Email call payload'). */
export function sendEmailBody(
  formType: FormType,
  { formData, userEmail, optionalConsents }: FormEmailSubmission,
) {
  return {
    formType,
    formData,
    userEmail,
    copyToUser: copyToUserFor(formType),
    consents: givenConsents(formType, optionalConsents),
  };
}

/**
 * Sends one form e-mail. Section 7: the answer's success flag decides (the contract's response requires
 * `success: true`, so a 2xx without it fails like an error status), and an error without a message of its own
 * reads 'Error al enviar el email' (section 8). A passing fault (a 502, 503 or 504, a dropped connection) is tried
 * again as the domain's SUBMISSION_RETRY says, with the same Idempotency-Key, before the visitor is told: a lead sent
 * during a deploy's restart is stored, once, a few seconds later.
 */
export function sendFormEmail(
  client: ApiClient,
  body: ReturnType<typeof sendEmailBody>,
  idempotencyKey: string,
  wait?: Wait,
): Promise<SendEmailResponse> {
  return withSubmissionRetries(
    () =>
      client.call(API_CONTRACT.sendEmail, {
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        failureMessage: EMAIL_CALL_MESSAGES.defaultFailure,
      }),
    (error) => (error instanceof ApiError ? { status: error.statusCode, ...error.hints } : null),
    wait,
  );
}
