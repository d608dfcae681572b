import { EMAIL_CALL_MESSAGES } from "./messages";

/** The e-mail call's form types (section 7): the key the client sends → the server's template type. */
export const FORM_TYPES = {
  contactHome: "contact",
  // The contact page's form; section 3.5's contact form sends this key (section 7), the landing's sends contactHome.
  contact: "contact",
  business: "business",
  ongs: "ong",
  candidates: "candidates",
  earlyAccess: "earlyAccess",
  freeTrial: "freeTrial",
  freeAccess: "freeAccess",
  jobs: "job",
  rolesDictionary: "rolesDictionary",
  webinars: "webinar",
  pricing: "pricing",
  newsletter: "newsletter",
  betaAccess: "betaAccess",
  logicTest: "logicTest",
} as const;

export type FormType = keyof typeof FORM_TYPES;
export type FormTemplateType = (typeof FORM_TYPES)[FormType];

/** Every client-facing form type, in the order of section 7 (plus the contact page's `contact`). */
export const FORM_TYPE_KEYS = Object.keys(FORM_TYPES) as [FormType, ...FormType[]];

/** Own keys only, so that 'toString' or '__proto__' is not a form type. */
export function isFormType(value: string): value is FormType {
  return Object.hasOwn(FORM_TYPES, value);
}

export type FormTypeResolution = { ok: true; value: FormTemplateType } | { ok: false; message: string };

/** The template type of a form type, or the error 'Unsupported form type'. */
export function resolveFormType(formType: string): FormTypeResolution {
  return isFormType(formType)
    ? { ok: true, value: FORM_TYPES[formType] }
    : { ok: false, message: EMAIL_CALL_MESSAGES.unsupportedFormType };
}

/** Whether the sender gets a copy of the e-mail: everyone but newsletter subscribers (section 7). */
export function copyToUserFor(formType: FormType): boolean {
  return formType !== "newsletter";
}
