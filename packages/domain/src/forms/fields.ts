import { z } from "zod";
import { type FreeMailDomainList, isFreeMailDomain } from "./free-mail";
import { FIELD_LIMITS, maxLengthMessage } from "./limits";
import { FORM_MESSAGES } from "./messages";
import { receivedFormData } from "./text-input";

/**
 * Letters of the Latin script (which covers Spanish accents, ü, ñ and the rest of Western Europe) and spaces.
 * Other scripts are left out so that look-alike letters (Cyrillic 'а' for 'a') cannot pass for a Spanish name;
 * digits, punctuation, symbols, hyphens and apostrophes are rejected, as section 5 allows only letters and spaces.
 */
const PERSON_NAME_PATTERN = /^(?:(?=\p{Script=Latin})\p{L}| )+$/u;

/** Digits, spaces, '+', '-' and parentheses, as people write numbers ('+34 612 34 56 78', '(91) 123-4567'). */
const PHONE_CHARACTERS = /^[0-9 +\-()]+$/;

/** Fewer digits than a local number, or more than E.164 allows, cannot be a phone. */
const PHONE_DIGITS = { min: 6, max: 15 } as const;

/**
 * Later checks of a field wait for the earlier ones, so a field shows one message. This is not zod's
 * abort, which would also stop the object-level checks of the form (contactInfo against its method).
 */
export const UNLESS_INVALID = {
  when: (payload: z.core.ParsePayload) => payload.issues.length === 0,
} as const;

/** Required text: trimmed, 'Este campo es requerido' when blank, 'Máximo N caracteres' over the limit. */
export function requiredText(limit: number) {
  return z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, { error: FORM_MESSAGES.required })
    .max(limit, { error: maxLengthMessage(limit), ...UNLESS_INVALID });
}

/** Optional text: trimmed, may be absent or empty, 'Máximo N caracteres' over the limit. */
export function optionalText(limit: number) {
  return z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .max(limit, { error: maxLengthMessage(limit) })
    .optional();
}

/** Text that may be empty but is always sent (payload fields the builders fill with ''). */
export function textOrEmpty(limit: number) {
  return z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .max(limit, { error: maxLengthMessage(limit) });
}

/** A person's name under the contact form's rule; pasted text is NFC-normalised and its runs of white space collapsed. */
export function personName() {
  return z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .overwrite((value) => value.normalize("NFC").replace(/\s+/gu, " "))
    .min(1, { error: FORM_MESSAGES.required })
    .max(FIELD_LIMITS.name, { error: maxLengthMessage(FIELD_LIMITS.name), ...UNLESS_INVALID })
    .regex(PERSON_NAME_PATTERN, { error: FORM_MESSAGES.lettersOnly, ...UNLESS_INVALID });
}

/** True for text made only of letters and spaces, by the rule of personName. */
export function isPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(value.trim().normalize("NFC").replace(/\s+/gu, " "));
}

/** A required e-mail address: trimmed, at most 254 characters, zod's e-mail format. */
export function emailAddress() {
  return z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, { error: FORM_MESSAGES.required })
    .max(FIELD_LIMITS.email, { error: maxLengthMessage(FIELD_LIMITS.email), ...UNLESS_INVALID })
    .check(z.email({ error: FORM_MESSAGES.invalidEmail, ...UNLESS_INVALID }));
}

/** Who writes: a person's name under personName's rule and the address to answer to (the Zona, leads without a form). */
export function personAndEmail() {
  return { name: personName(), email: emailAddress() };
}

// Built once: a zod schema costs far more to build than to run, and this check runs on every submission.
let emailAddressSchema: ReturnType<typeof emailAddress> | undefined;

/** True when the text is an e-mail address under emailAddress's rule. */
export function isEmailAddress(value: string): boolean {
  emailAddressSchema ??= emailAddress();
  return emailAddressSchema.safeParse(value).success;
}

/** A required e-mail address outside the given free-mail list; the free-mail check waits for a well-formed address. */
export function corporateEmail(list: FreeMailDomainList, freeMailMessage: string) {
  return emailAddress().refine((value) => !isFreeMailDomain(value, list), {
    error: freeMailMessage,
    ...UNLESS_INVALID,
  });
}

/** True for a phone number as the contact form takes it: allowed characters, 6-15 digits, within the phone limit. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return (
    value.length <= FIELD_LIMITS.phone &&
    PHONE_CHARACTERS.test(value) &&
    digits >= PHONE_DIGITS.min &&
    digits <= PHONE_DIGITS.max
  );
}

/** A select whose values come from a domain list; an empty or unknown choice reads as a missing field. */
export function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: FORM_MESSAGES.required });
}

/** A consent toggle or checkbox: a boolean that must be ticked; the input type stays boolean for form state. */
export function acceptance(message: string) {
  return z.boolean({ error: message }).pipe(z.literal(true, { error: message }));
}

/**
 * A payload schema for data the server receives: the text is what the visitor typed; escape it where it is output.
 * The data is bounded and its text normalised first (text-input.ts), so what is stored is what the e-mail shows.
 * Built the first time it validates, like every exported schema: a page builds only its own form's
 * (`schemas-on-first-use.test.ts` says why).
 */
export function receivedPayload<Schema extends z.ZodType>(build: () => Schema) {
  // The lazy part inside the preprocess: OpenAPI reads a field's requiredness through a preprocess, not a lazy.
  return z.preprocess(receivedFormData, z.lazy(build));
}
