export {
  type ApiErrorBody,
  ApiErrorSchema,
  type FieldIssue,
  FieldIssueSchema,
  toFieldIssues,
} from "./api-error";
export {
  CHECKOUT_PRODUCT_IDS,
  type CheckoutProduct,
  type CheckoutProductId,
  type CheckoutRequest,
  CheckoutRequestSchema,
  checkoutProductFor,
  isValidCheckoutSessionId,
  parseCheckoutSessionId,
} from "./checkout";
export { isEmailAddress, isPersonName, isPhoneNumber } from "./fields";
export {
  copyToUserFor,
  FORM_TYPE_KEYS,
  FORM_TYPES,
  type FormTemplateType,
  type FormType,
  type FormTypeResolution,
  isFormType,
  resolveFormType,
} from "./form-types";
export {
  BETA_FREE_MAIL_DOMAINS,
  emailDomain,
  type FreeMailDomainList,
  isFreeMailDomain,
  TRIAL_FREE_MAIL_DOMAINS,
  TRIAL_FREE_MAIL_PROVIDERS,
  trialFreeMailDomains,
} from "./free-mail";
export { FIELD_LIMITS, type FieldLimitName, maxLengthMessage } from "./limits";
export {
  buildLogicTestPayload,
  LOGIC_TEST_RESULT_FORM_DEFAULTS,
  type LogicTestResultForm,
  type LogicTestResultFormInput,
  LogicTestResultFormSchema,
} from "./logic-test";
export {
  API_ERROR_CODES,
  API_ERROR_DEFAULT_MESSAGE,
  type ApiErrorCode,
  EMAIL_CALL_MESSAGES,
  FORM_MESSAGES,
  NETWORK_ERROR_STATUS,
  PAYLOAD_MESSAGES,
  TECHNOLOGY_CHECK_MESSAGES,
  TOASTS,
  type ToastMessage,
  type ToastType,
} from "./messages";
export {
  decodeSanitizedFormData,
  decodeSanitizedText,
  type Sanitized,
  sanitizeFormData,
  sanitizeText,
} from "./sanitize";
export {
  type AccessRequestForm,
  type AccessRequestFormInput,
  AccessRequestFormSchema,
  type BetaAccessForm,
  type BetaAccessFormInput,
  BetaAccessFormSchema,
  type BetaAccessPayload,
  BetaAccessPayloadSchema,
  betaAccessErrorToast,
  buildContactPayload,
  buildFreeTrialPayload,
  CONTACT_FORM_DEFAULTS,
  CONTACT_METHODS,
  type ContactForm,
  type ContactFormInput,
  ContactFormSchema,
  type ContactMethod,
  type ContactPayload,
  ContactPayloadSchema,
  contactInfoError,
  contactInfoLimit,
  createFreeTrialFormSchema,
  createFreeTrialPayloadSchema,
  type FreeTrialForm,
  type FreeTrialFormInput,
  FreeTrialFormSchema,
  type FreeTrialPayload,
  FreeTrialPayloadSchema,
  joinPhoneNumber,
  splitPhoneNumber,
} from "./schemas";
export {
  type EmailFormData,
  type FormDataSchema,
  type FormDataSchemaOptions,
  formDataSchemaFor,
  GENERIC_FORM_DATA_LIMITS,
  type GenericFormData,
  GenericFormDataSchema,
  type ParsedSendEmailRequest,
  parseSendEmailRequest,
  type SendEmailRequest,
  type SendEmailRequestError,
  type SendEmailRequestParse,
  SendEmailRequestSchema,
} from "./send-email";
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IdempotencyKeySchema,
  type SendEmailResponse,
  SendEmailResponseSchema,
} from "./send-email-response";
export {
  containsMarkupOrScript,
  TechnologyCheckInputSchema,
  type TechnologyCheckValidation,
  type VerifyTechnologyRequest,
  VerifyTechnologyRequestSchema,
  validateTechnologyInput,
} from "./technology-check";
export {
  exceedsFormDataBounds,
  FORM_DATA_BOUNDS,
  FORM_DATA_BOUNDS_MESSAGE,
  normalizeTextInput,
} from "./text-input";
