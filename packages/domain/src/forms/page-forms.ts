import { z } from "zod";
import { acceptance, emailAddress, optionalText, receivedPayload, requiredText, textOrEmpty } from "./fields";
import { FIELD_LIMITS, maxLengthMessage } from "./limits";
import { FORM_MESSAGES, type ToastMessage } from "./messages";

/*
 * Forms of the company pages: the job application (/empleo/$jobId, form type 'jobs'), the webinar sign-up
 * (/webinars, 'webinars') and the NGO request (/ongs, 'ongs'). Each has the schema the page validates with and
 * the payload schema the server validates formData with.
 */

/** Messages these forms add; the rest are the shared FORM_MESSAGES. */
export const PAGE_FORM_MESSAGES = {
  invalidUrl: "Por favor, introduce un enlace válido que empiece por https://",
  invalidReference: "Referencia no válida",
} as const;

/** Toasts of these forms; the failure reads like the free-trial dialog's. */
export const PAGE_FORM_TOASTS = {
  failure: { title: "Error al enviar", description: "Por favor, intenta de nuevo más tarde", type: "error" },
  jobs: {
    title: "¡Candidatura enviada!",
    description: "Gracias por tu interés. Te hemos enviado una copia por correo electrónico.",
    type: "success",
  },
  webinars: {
    title: "¡Inscripción confirmada!",
    description: "Te enviaremos el enlace de la sesión por correo electrónico.",
    type: "success",
  },
  ongs: {
    title: "¡Solicitud enviada!",
    description: "Te contactaremos pronto para conocer a vuestra organización.",
    type: "success",
  },
} as const satisfies Record<string, ToastMessage>;

/** Identifiers of content the form refers to (a job, a webinar session): lower-case words joined by hyphens. */
const REFERENCE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function reference() {
  return requiredText(FIELD_LIMITS.shortText).regex(REFERENCE, {
    error: PAGE_FORM_MESSAGES.invalidReference,
  });
}

/** True for an absolute http(s) address, the only kind a profile or CV link may be. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** A required http(s) link within the url limit. */
function webAddress() {
  return z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, { error: FORM_MESSAGES.required })
    .max(FIELD_LIMITS.url, { error: maxLengthMessage(FIELD_LIMITS.url) })
    .refine(isWebAddress, { error: PAGE_FORM_MESSAGES.invalidUrl, when: (p) => p.issues.length === 0 });
}

/** An optional http(s) link: '' or a valid address. */
function optionalWebAddress() {
  return z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .max(FIELD_LIMITS.url, { error: maxLengthMessage(FIELD_LIMITS.url) })
    .refine((value) => value === "" || isWebAddress(value), { error: PAGE_FORM_MESSAGES.invalidUrl });
}

/** Who writes: the name and e-mail every page form asks for. */
function senderFields() {
  return { name: requiredText(FIELD_LIMITS.name), email: emailAddress() };
}

/** A page form's schema: its fields, then the privacy-policy consent every page form ends with. */
function withPrivacyConsent<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ ...fields, rgpd: acceptance(FORM_MESSAGES.rgpd) });
}

/** How every page form starts: no sender yet, the consent unticked. */
const PAGE_FORM_START = { name: "", email: "", rgpd: false } as const;

// ── Job application (form type 'jobs') ──────────────────────────────────

function jobApplicationFields() {
  return {
    ...senderFields(),
    /** A LinkedIn profile or a link to the CV. */
    linkedin: webAddress(),
  };
}

export const JobApplicationFormSchema = z.lazy(() =>
  withPrivacyConsent({
    ...jobApplicationFields(),
    message: optionalText(FIELD_LIMITS.message),
    /** The optional consent to keep the application for other vacancies (CONSENTS): unticked unless the visitor ticks it. */
    cvForOtherVacancies: z.boolean().default(false),
  }),
);

export type JobApplicationFormInput = z.input<typeof JobApplicationFormSchema>;
export type JobApplicationForm = z.output<typeof JobApplicationFormSchema>;

export const JOB_APPLICATION_DEFAULTS = {
  ...PAGE_FORM_START,
  linkedin: "",
  message: "",
  cvForOtherVacancies: false,
} as const satisfies JobApplicationFormInput;

/** formData of the 'job' e-mail: the position applied for and the candidate's details. */
export const JobApplicationPayloadSchema = receivedPayload(() =>
  z.object({
    jobId: reference(),
    jobTitle: requiredText(FIELD_LIMITS.shortText),
    ...jobApplicationFields(),
    message: textOrEmpty(FIELD_LIMITS.message),
  }),
);

export type JobApplicationPayload = z.output<typeof JobApplicationPayloadSchema>;

export function buildJobApplicationPayload(
  job: { readonly id: string; readonly title: string },
  form: JobApplicationForm,
): JobApplicationPayload {
  return {
    jobId: job.id,
    jobTitle: job.title,
    name: form.name,
    email: form.email,
    linkedin: form.linkedin,
    message: form.message ?? "",
  };
}

// ── Webinar sign-up (form type 'webinars') ──────────────────────────────

function webinarFields() {
  return { ...senderFields(), company: textOrEmpty(FIELD_LIMITS.companyName) };
}

export const WebinarSignupFormSchema = z.lazy(() =>
  withPrivacyConsent({ webinar: reference(), ...webinarFields() }),
);

export type WebinarSignupFormInput = z.input<typeof WebinarSignupFormSchema>;
export type WebinarSignupForm = z.output<typeof WebinarSignupFormSchema>;

export const WEBINAR_SIGNUP_DEFAULTS = {
  ...PAGE_FORM_START,
  company: "",
} as const satisfies Partial<WebinarSignupFormInput>;

/** formData of the 'webinar' e-mail: the session's id and title and who signs up. */
export const WebinarSignupPayloadSchema = receivedPayload(() =>
  z.object({
    webinar: reference(),
    webinarTitle: requiredText(FIELD_LIMITS.shortText),
    ...webinarFields(),
  }),
);

export type WebinarSignupPayload = z.output<typeof WebinarSignupPayloadSchema>;

export function buildWebinarSignupPayload(
  webinarTitle: string,
  form: WebinarSignupForm,
): WebinarSignupPayload {
  return {
    webinar: form.webinar,
    webinarTitle,
    name: form.name,
    email: form.email,
    company: form.company,
  };
}

// ── NGO programme request (form type 'ongs') ────────────────────────────

function ngoFields() {
  return {
    organization: requiredText(FIELD_LIMITS.companyName),
    ...senderFields(),
    website: optionalWebAddress(),
    message: requiredText(FIELD_LIMITS.message),
  };
}

export const NgoRequestFormSchema = z.lazy(() => withPrivacyConsent(ngoFields()));

export type NgoRequestFormInput = z.input<typeof NgoRequestFormSchema>;
export type NgoRequestForm = z.output<typeof NgoRequestFormSchema>;

export const NGO_REQUEST_DEFAULTS = {
  ...PAGE_FORM_START,
  organization: "",
  website: "",
  message: "",
} as const satisfies NgoRequestFormInput;

/** formData of the 'ong' e-mail: the organisation, its contact person and what they need. */
export const NgoRequestPayloadSchema = receivedPayload(() => z.object(ngoFields()));

export type NgoRequestPayload = z.output<typeof NgoRequestPayloadSchema>;

export function buildNgoRequestPayload(form: NgoRequestForm): NgoRequestPayload {
  return {
    organization: form.organization,
    name: form.name,
    email: form.email,
    website: form.website,
    message: form.message,
  };
}
