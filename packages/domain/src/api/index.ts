export {
  ADMIN_CONTRACT,
  type AdminErasure,
  AdminErasureResponseSchema,
  type AdminLead,
  AdminLeadSchema,
  AdminLeadsQuerySchema,
  AdminLeadsResponseSchema,
  type LeadDelivery,
  LeadDeliverySchema,
} from "./admin";
export {
  API_CONTRACT,
  type ApiEndpoint,
  type ApiEndpointName,
  CheckoutConfigSchema,
  type CheckoutSession,
  CheckoutSessionCreatedSchema,
  CheckoutSessionParamsSchema,
  CheckoutSessionSchema,
  endpointErrorCodes,
  HealthResponseSchema,
  ReadyResponseSchema,
  routeSchema,
  SendEmailBodySchema,
  type TechnologyCheckAnswer,
  TechnologyCheckResultSchema,
} from "./contract";
export {
  API_ERROR_CODE_LIST,
  API_ERRORS,
  ApiErrorBodySchema,
  type ApiErrorCode,
  type ApiErrorDefinition,
  type ApiErrorResponse,
  type ApiErrorStatus,
  apiError,
  CLIENT_ERRORS,
  type ClientErrorCode,
  errorResponses,
} from "./errors";
export { installSpanishIssueMessages, spanishIssueMessage } from "./issue-messages";
export {
  LEAD_CREATED_EVENT,
  LEAD_WEBHOOK_PAYLOAD_V1,
  type LeadWebhookPayloadV1,
  leadWebhookPayload,
  type StoredLead,
} from "./lead-webhook";
export {
  retryAfterMs,
  SUBMISSION_RETRY,
  type SubmissionFailure,
  submissionRetryDelayMs,
  type Wait,
  withSubmissionRetries,
} from "./retry";
