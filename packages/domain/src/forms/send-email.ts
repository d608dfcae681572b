import { z } from "zod";
import { API_ERRORS } from "../api/errors";
import { BRAND } from "../brand";
import { type FieldIssue, toFieldIssues } from "./api-error";
import { type ConsentRecord, consentsSchemaFor } from "./consents";
import { copyToUserFor, FORM_TYPES, type FormTemplateType, type FormType, isFormType } from "./form-types";
import {
  BusinessEnquiryPayloadSchema,
  FreeAccessPayloadSchema,
  NewsletterPayloadSchema,
  PricingEnquiryPayloadSchema,
  RolesDictionaryPayloadSchema,
} from "./lead-payloads";
import { FIELD_LIMITS } from "./limits";
import { LogicTestPayloadSchema } from "./logic-test";
import { API_ERROR_CODES, EMAIL_CALL_MESSAGES, FORM_MESSAGES } from "./messages";
import {
  JobApplicationPayloadSchema,
  NgoRequestPayloadSchema,
  WebinarSignupPayloadSchema,
} from "./page-forms";
import {
  BetaAccessPayloadSchema,
  ContactPayloadSchema,
  createFreeTrialPayloadSchema,
  FreeTrialPayloadSchema,
} from "./schemas";
import { ZonaSignupPayloadSchema } from "./zona-signup";

/** The formData schema of every template type but the free trial's, which depends on the site's host. */
const LEAD_PAYLOAD_SCHEMAS = {
  contact: ContactPayloadSchema,
  business: BusinessEnquiryPayloadSchema,
  ong: NgoRequestPayloadSchema,
  candidates: ZonaSignupPayloadSchema,
  earlyAccess: BetaAccessPayloadSchema,
  freeTrial: FreeTrialPayloadSchema,
  freeAccess: FreeAccessPayloadSchema,
  job: JobApplicationPayloadSchema,
  rolesDictionary: RolesDictionaryPayloadSchema,
  webinar: WebinarSignupPayloadSchema,
  pricing: PricingEnquiryPayloadSchema,
  newsletter: NewsletterPayloadSchema,
  betaAccess: BetaAccessPayloadSchema,
  logicTest: LogicTestPayloadSchema,
} as const satisfies Record<FormTemplateType, z.ZodType>;

export type FormDataSchema = (typeof LEAD_PAYLOAD_SCHEMAS)[FormTemplateType];

/** The validated formData of each template type. */
export type LeadPayloads = { [Type in FormTemplateType]: z.output<(typeof LEAD_PAYLOAD_SCHEMAS)[Type]> };

export type EmailFormData = LeadPayloads[FormTemplateType];

export interface FormDataSchemaOptions {
  /** The site's own host, which the free-trial payload rejects as an e-mail domain. */
  readonly siteHost?: string;
}

/** The schema the server validates a template type's formData with: each requires what its form requires. */
export function formDataSchemaFor(
  templateType: FormTemplateType,
  { siteHost = BRAND.siteHost }: FormDataSchemaOptions = {},
): FormDataSchema {
  return templateType === "freeTrial" && siteHost !== BRAND.siteHost
    ? createFreeTrialPayloadSchema(siteHost)
    : LEAD_PAYLOAD_SCHEMAS[templateType];
}

/**
 * Body of the send-e-mail endpoint (section 7). userEmail may be '' or absent: the contact form reached by
 * phone and the newsletter have no address to copy to. website is a honeypot that people never see.
 */
export const SendEmailRequestSchema = z.lazy(() =>
  z.object({
    formType: z.string().min(1).max(FIELD_LIMITS.shortText),
    formData: z.record(z.string(), z.unknown()),
    userEmail: z
      .union([z.email().max(FIELD_LIMITS.email), z.literal("")], { error: FORM_MESSAGES.invalidEmail })
      .default(""),
    copyToUser: z.boolean(),
    website: z.string().max(FIELD_LIMITS.shortText).optional(),
    /** The consents the form showed and the visitor gave; checked against the form type's rule (consents.ts). */
    consents: z.unknown().optional(),
  }),
);

export type SendEmailRequest = z.input<typeof SendEmailRequestSchema>;

/** A request the server may act on. */
export interface ParsedSendEmailRequest {
  readonly formType: FormType;
  readonly templateType: FormTemplateType;
  readonly formData: EmailFormData;
  /** '' when there is no address to copy to. */
  readonly userEmail: string;
  /** Effective: asked for, allowed for the form type (never newsletter), and there is an address. */
  readonly copyToUser: boolean;
  /** A filled honeypot: answer as if sent and send nothing. */
  readonly isBot: boolean;
  /** What the visitor accepted, and under which version of the privacy policy. */
  readonly consents: ConsentRecord;
}

export interface SendEmailRequestError {
  readonly code: typeof API_ERROR_CODES.validation | typeof API_ERROR_CODES.unsupportedFormType;
  readonly message: string;
  readonly details: FieldIssue[];
}

export type SendEmailRequestParse =
  | { ok: true; value: ParsedSendEmailRequest }
  | { ok: false; error: SendEmailRequestError };

function validationError(details: FieldIssue[]): { ok: false; error: SendEmailRequestError } {
  return {
    ok: false,
    error: {
      code: API_ERROR_CODES.validation,
      message: details[0]?.message ?? API_ERRORS.VALIDATION_ERROR.message,
      details,
    },
  };
}

/** Validates the e-mail call's body, then its formData against the schema of its form type; errors fit ApiErrorSchema. */
export function parseSendEmailRequest(
  body: unknown,
  options: FormDataSchemaOptions = {},
): SendEmailRequestParse {
  const request = SendEmailRequestSchema.safeParse(body);
  if (!request.success) {
    return validationError(toFieldIssues(request.error.issues));
  }
  const { formType, userEmail, copyToUser, website } = request.data;
  if (!isFormType(formType)) {
    return {
      ok: false,
      error: {
        code: API_ERROR_CODES.unsupportedFormType,
        message: EMAIL_CALL_MESSAGES.unsupportedFormType,
        details: [{ path: "formType", message: EMAIL_CALL_MESSAGES.unsupportedFormType }],
      },
    };
  }
  const formData = formDataSchemaFor(FORM_TYPES[formType], options).safeParse(request.data.formData);
  if (!formData.success) {
    return validationError(toFieldIssues(formData.error.issues, "formData"));
  }
  const consents = consentsSchemaFor(formType).safeParse(request.data.consents);
  if (!consents.success) {
    return validationError(toFieldIssues(consents.error.issues, "consents"));
  }
  return {
    ok: true,
    value: leadFromRequest({
      formType,
      formData: formData.data,
      userEmail,
      copyToUser,
      website,
      consents: consents.data,
    }),
  };
}

/** A valid body (the contract's SendEmailBodySchema, or parseSendEmailRequest) as the lead the server acts on. */
export function leadFromRequest(body: {
  formType: FormType;
  formData: EmailFormData;
  userEmail: string;
  copyToUser: boolean;
  website?: string | undefined;
  consents: ConsentRecord;
}): ParsedSendEmailRequest {
  const { formType, formData, userEmail, copyToUser, website, consents } = body;
  return {
    formType,
    templateType: FORM_TYPES[formType],
    formData,
    userEmail,
    // The one place that decides whether the visitor gets a copy.
    copyToUser: copyToUser && copyToUserFor(formType) && userEmail !== "",
    isBot: (website ?? "").trim() !== "",
    consents,
  };
}
