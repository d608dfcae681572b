import { z } from "zod";
import { BRAND } from "../brand";
import { BETA_USE_CASE_VALUES } from "../content/beta-use-cases";
import { ACCESS_COMPANY_SIZES, CONTACT_COMPANY_SIZES } from "../content/company-sizes";
import { DEFAULT_DIAL_CODE, DIAL_CODES, type DialCode } from "../content/dial-codes";
import {
  acceptance,
  choice,
  corporateEmail,
  emailAddress,
  isEmailAddress,
  isPhoneNumber,
  optionalText,
  personName,
  receivedPayload,
  requiredText,
  textOrEmpty,
} from "./fields";
import { BETA_FREE_MAIL_DOMAINS, trialFreeMailDomains } from "./free-mail";
import { FIELD_LIMITS, maxLengthMessage } from "./limits";
import { FORM_MESSAGES, PAYLOAD_MESSAGES, TOASTS, type ToastMessage } from "./messages";

// ── Contact form (sections 3.5, 4 and 5) ────────────────────────────────

/** How the contact form's visitor wants to be reached; phone and whatsapp show the dial-code selector. */
export const CONTACT_METHODS = ["email", "phone", "whatsapp"] as const;

export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** How each contact method reads, in the form's radio group and in the team's e-mail. */
export const CONTACT_METHOD_LABELS: Readonly<Record<ContactMethod, string>> = {
  email: "Email",
  phone: "Teléfono",
  whatsapp: "WhatsApp",
};

// DIAL_CODES is a non-empty const tuple, so its codes are too; map() only loses that at the type level.
const DIAL_CODE_VALUES = DIAL_CODES.map((entry) => entry.code) as [DialCode, ...DialCode[]];

/** Methods that are answered on a phone number rather than an e-mail address. */
function usesPhone(method: ContactMethod): boolean {
  return method !== "email";
}

/** The field limit of contactInfo, which the input also carries as maxLength: email 254, phone 20. */
export function contactInfoLimit(method: ContactMethod): number {
  return usesPhone(method) ? FIELD_LIMITS.phone : FIELD_LIMITS.email;
}

/** The message for contactInfo under the chosen method, or null when it is valid; the value is already trimmed. */
export function contactInfoError(method: ContactMethod, contactInfo: string): string | null {
  const limit = contactInfoLimit(method);
  if (contactInfo.length > limit) {
    return maxLengthMessage(limit);
  }
  if (usesPhone(method)) {
    return isPhoneNumber(contactInfo) ? null : FORM_MESSAGES.invalidPhone;
  }
  return isEmailAddress(contactInfo) ? null : FORM_MESSAGES.invalidEmail;
}

/** An object-level check that waits only for the fields it reads, not for the whole form to be valid. */
function whenFieldsParsed(...fields: readonly string[]) {
  return {
    // An issue without a path is the value's own: not an object at all (formData missing from a request body).
    when: (payload: z.core.ParsePayload) =>
      !payload.issues.some(
        (issue) => (issue.path ?? []).length === 0 || fields.includes(String(issue.path?.[0])),
      ),
  };
}

export const ContactFormSchema = z.lazy(() =>
  z
    .object({
      name: personName(),
      company: requiredText(FIELD_LIMITS.companyName),
      contactMethod: choice(CONTACT_METHODS).default("email"),
      contactInfo: z
        .string({ error: FORM_MESSAGES.required })
        .trim()
        .min(1, { error: FORM_MESSAGES.required }),
      telefonoCode: choice(DIAL_CODE_VALUES).default(DEFAULT_DIAL_CODE),
      companySize: choice(CONTACT_COMPANY_SIZES),
      message: optionalText(FIELD_LIMITS.message),
      rgpd: acceptance(FORM_MESSAGES.rgpd),
    })
    .superRefine(
      (form, context) => {
        const message = contactInfoError(form.contactMethod, form.contactInfo);
        if (message !== null) {
          context.addIssue({ code: "custom", message, path: ["contactInfo"], input: form.contactInfo });
        }
      },
      whenFieldsParsed("contactMethod", "contactInfo"),
    ),
);

/** What the form fields hold while editing. */
export type ContactFormInput = z.input<typeof ContactFormSchema>;
/** The validated form. */
export type ContactForm = z.output<typeof ContactFormSchema>;

/** Initial state of the contact form (section 3.5): e-mail, Spain's dial code, consent off; the size select starts empty. */
export const CONTACT_FORM_DEFAULTS = {
  name: "",
  company: "",
  contactMethod: "email",
  contactInfo: "",
  telefonoCode: DEFAULT_DIAL_CODE,
  message: "",
  rgpd: false,
} as const satisfies Partial<ContactFormInput>;

/** The number sent for phone and whatsapp: the dial code, one space, the number as typed ('+34 612 345 678'). */
export function joinPhoneNumber(telefonoCode: DialCode, number: string): string {
  return `${telefonoCode} ${number.trim()}`;
}

/** The dial code and number of a joined phone, or null when it does not start with a known code and a space. */
export function splitPhoneNumber(phone: string): { telefonoCode: DialCode; number: string } | null {
  const space = phone.indexOf(" ");
  const code = phone.slice(0, space);
  const telefonoCode = DIAL_CODE_VALUES.find((value) => value === code);
  return space > 0 && telefonoCode !== undefined ? { telefonoCode, number: phone.slice(space + 1) } : null;
}

/** The joined phone is the dial code, a space, and a number under the contact form's phone rule. */
function isJoinedPhoneNumber(phone: string): boolean {
  const parts = splitPhoneNumber(phone);
  return parts !== null && isPhoneNumber(parts.number);
}

/** formData of the 'contact' e-mail (section 7), as the server receives and validates it. */
export const ContactPayloadSchema = receivedPayload(() =>
  z
    .object({
      name: personName(),
      email: textOrEmpty(FIELD_LIMITS.email),
      phone: textOrEmpty(FIELD_LIMITS.phone + Math.max(...DIAL_CODE_VALUES.map((code) => code.length)) + 1),
      company: requiredText(FIELD_LIMITS.companyName),
      companySize: choice(CONTACT_COMPANY_SIZES),
      message: textOrEmpty(FIELD_LIMITS.message),
      contactMethods: z.tuple([choice(CONTACT_METHODS)], { error: FORM_MESSAGES.required }),
    })
    .superRefine(
      (payload, context) => {
        const [method] = payload.contactMethods;
        // Exactly one of email and phone is filled, the one the chosen method answers on.
        const filled = usesPhone(method) ? "phone" : "email";
        const empty = usesPhone(method) ? "email" : "phone";
        const ok = usesPhone(method) ? isJoinedPhoneNumber(payload.phone) : isEmailAddress(payload.email);
        if (!ok) {
          const message = usesPhone(method) ? FORM_MESSAGES.invalidPhone : FORM_MESSAGES.invalidEmail;
          context.addIssue({ code: "custom", message, path: [filled], input: payload[filled] });
        }
        if (payload[empty] !== "") {
          context.addIssue({
            code: "custom",
            message: PAYLOAD_MESSAGES.mustBeEmpty,
            path: [empty],
            input: payload[empty],
          });
        }
      },
      whenFieldsParsed("contactMethods", "email", "phone"),
    ),
);

export type ContactPayload = z.output<typeof ContactPayloadSchema>;

/** The contact e-mail's formData (section 7): only the chosen channel is filled, the message is '' when absent. */
export function buildContactPayload(form: ContactForm): ContactPayload {
  const phone = usesPhone(form.contactMethod);
  return {
    name: form.name,
    email: phone ? "" : form.contactInfo,
    phone: phone ? joinPhoneNumber(form.telefonoCode, form.contactInfo) : "",
    company: form.company,
    companySize: form.companySize,
    message: form.message ?? "",
    contactMethods: [form.contactMethod],
  };
}

// ── Beta / early-access dialog (sections 3.5, 4 and 5) ──────────────────

export const BetaAccessFormSchema = z.lazy(() =>
  z.object({
    name: requiredText(FIELD_LIMITS.name),
    company: requiredText(FIELD_LIMITS.companyName),
    position: requiredText(FIELD_LIMITS.shortText),
    companySize: choice(ACCESS_COMPANY_SIZES),
    email: corporateEmail(BETA_FREE_MAIL_DOMAINS, FORM_MESSAGES.betaFreeMail),
    useCase: choice(BETA_USE_CASE_VALUES),
    acceptedPrivacy: acceptance(FORM_MESSAGES.rgpd),
    acceptedEarlyAccess: acceptance(FORM_MESSAGES.required),
  }),
);

export type BetaAccessFormInput = z.input<typeof BetaAccessFormSchema>;
export type BetaAccessForm = z.output<typeof BetaAccessFormSchema>;

/** formData of the 'betaAccess' and 'earlyAccess' e-mails: the validated form itself. */
export const BetaAccessPayloadSchema = receivedPayload(() => BetaAccessFormSchema);

export type BetaAccessPayload = z.output<typeof BetaAccessPayloadSchema>;

/** The dialog reports problems by toast: 'Campos requeridos' first (section 5), the free-mail one only when it is the sole problem. */
export function betaAccessErrorToast(issues: readonly z.core.$ZodIssue[]): ToastMessage {
  const onlyFreeMail =
    issues.length > 0 && issues.every((issue) => issue.message === FORM_MESSAGES.betaFreeMail);
  return onlyFreeMail ? TOASTS.betaAccess.freeMail : TOASTS.betaAccess.missingFields;
}

// ── Free-trial dialog (sections 3.5, 4 and 5) ───────────────────────────

/** The free-trial form for a site host, which joins the rejected e-mail domains. */
export function createFreeTrialFormSchema(siteHost: string = BRAND.siteHost) {
  return z.object({
    name: requiredText(FIELD_LIMITS.name),
    company: requiredText(FIELD_LIMITS.companyName),
    email: corporateEmail(trialFreeMailDomains(siteHost), FORM_MESSAGES.trialFreeMail),
    size: choice(ACCESS_COMPANY_SIZES),
    comments: optionalText(FIELD_LIMITS.message),
    acceptedPrivacy: acceptance(FORM_MESSAGES.trialTerms),
    acceptedTerms: acceptance(FORM_MESSAGES.trialTerms),
  });
}

export const FreeTrialFormSchema = z.lazy(() => createFreeTrialFormSchema());

export type FreeTrialFormInput = z.input<typeof FreeTrialFormSchema>;
export type FreeTrialForm = z.output<typeof FreeTrialFormSchema>;

/** formData of the 'freeTrial' e-mail for a site host, as the server receives and validates it. */
export function createFreeTrialPayloadSchema(siteHost: string = BRAND.siteHost) {
  return receivedPayload(() =>
    z.object({
      name: requiredText(FIELD_LIMITS.name),
      email: corporateEmail(trialFreeMailDomains(siteHost), FORM_MESSAGES.trialFreeMail),
      phone: z.literal("", { error: PAYLOAD_MESSAGES.mustBeEmpty }),
      companyName: requiredText(FIELD_LIMITS.companyName),
      companySize: choice(ACCESS_COMPANY_SIZES),
      message: textOrEmpty(FIELD_LIMITS.message),
      contactMethod: z.literal("email", { error: FORM_MESSAGES.required }),
    }),
  );
}

export const FreeTrialPayloadSchema = createFreeTrialPayloadSchema();

export type FreeTrialPayload = z.output<typeof FreeTrialPayloadSchema>;

/** The free-trial e-mail's formData (section 3.5): no phone, the comments as message, always by e-mail. */
export function buildFreeTrialPayload(form: FreeTrialForm): FreeTrialPayload {
  return {
    name: form.name,
    email: form.email,
    phone: "",
    companyName: form.company,
    companySize: form.size,
    message: form.comments ?? "",
    contactMethod: "email",
  };
}

// ── Access-request dialog of the candidate demo (sections 3.5 and 5) ────

/** The dialog makes no call; it asks for a corporate e-mail by label only, so no free-mail list applies. */
export const AccessRequestFormSchema = z.lazy(() =>
  z.object({
    name: requiredText(FIELD_LIMITS.name),
    company: requiredText(FIELD_LIMITS.companyName),
    email: emailAddress(),
    message: optionalText(FIELD_LIMITS.message),
    acceptedPrivacy: acceptance(FORM_MESSAGES.rgpd),
  }),
);

export type AccessRequestFormInput = z.input<typeof AccessRequestFormSchema>;
export type AccessRequestForm = z.output<typeof AccessRequestFormSchema>;
