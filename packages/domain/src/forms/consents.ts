import { z } from "zod";
import type { FormType } from "./form-types";
import { FORM_MESSAGES } from "./messages";
import { CV_FOR_OTHER_VACANCIES_DAYS, retentionPeriodText } from "./retention";

/**
 * The version of the privacy policy the forms link to: the start of the SHA-256 of its text (the /privacidad
 * document and the processing register). A test in apps/web recomputes it, so changing the policy without changing
 * this fails; every stored lead records the version its visitor accepted (GDPR art. 7.1).
 */
export const PRIVACY_POLICY_VERSION = "sha256:c150d6a2edc9efa5";

/** The consents a form can ask for, with the words of their checkbox; each is stored with the lead when given. */
export const CONSENTS = {
  /** The privacy-policy checkbox every form has. */
  privacyPolicy: { label: "Acepto la política de privacidad" },
  /** A candidate's leave to keep the CV for later vacancies (optional, asked only by the job application). */
  cvForOtherVacancies: {
    label: `Conservar mi CV para otras vacantes durante ${retentionPeriodText(CV_FOR_OTHER_VACANCIES_DAYS)}`,
  },
} as const;

export type ConsentKey = keyof typeof CONSENTS;

export interface FormConsentRule {
  /** Consents without which the lead is refused. */
  readonly required: readonly ConsentKey[];
  /** Consents the form may ask for and record; refusing them changes nothing else. */
  readonly optional: readonly ConsentKey[];
}

const PRIVACY_ONLY: FormConsentRule = { required: ["privacyPolicy"], optional: [] };

/** Which consents each form type asks for: every form asks for the privacy policy (their schemas require it). */
export const FORM_CONSENTS: Readonly<Record<FormType, FormConsentRule>> = {
  contactHome: PRIVACY_ONLY,
  contact: PRIVACY_ONLY,
  business: PRIVACY_ONLY,
  ongs: PRIVACY_ONLY,
  candidates: PRIVACY_ONLY,
  earlyAccess: PRIVACY_ONLY,
  freeTrial: PRIVACY_ONLY,
  freeAccess: PRIVACY_ONLY,
  jobs: { required: ["privacyPolicy"], optional: ["cvForOtherVacancies"] },
  rolesDictionary: PRIVACY_ONLY,
  webinars: PRIVACY_ONLY,
  pricing: PRIVACY_ONLY,
  newsletter: PRIVACY_ONLY,
  betaAccess: PRIVACY_ONLY,
  logicTest: PRIVACY_ONLY,
};

function policyVersion() {
  return z.string().regex(/^[a-z0-9]+:[0-9a-f]{8,64}$/, "Versión de la política no válida");
}

/**
 * The consents of one submission as the server receives them: the policy version the page showed and a flag per
 * consent asked. A required one must be true; an absent record is refused with the forms' own message.
 */
export function consentsSchemaFor(formType: FormType): z.ZodType<ConsentRecord, ConsentRecord> {
  const { required, optional } = FORM_CONSENTS[formType];
  const flags = Object.fromEntries([
    ...required.map((key) => [key, z.literal(true, { error: FORM_MESSAGES.rgpd })]),
    ...optional.map((key) => [key, z.boolean().optional()]),
  ]);
  // The flags present depend on the form type; every variant is a ConsentRecord with the required ones true.
  return z.object(
    { policyVersion: policyVersion(), ...flags },
    { error: FORM_MESSAGES.rgpd },
  ) as unknown as z.ZodType<ConsentRecord, ConsentRecord>;
}

/** Any form's consents, as stored and exported: the policy version and the flags given. */
export const ConsentRecordSchema = z.lazy(() =>
  z.object({
    policyVersion: z.string(),
    ...(Object.fromEntries(Object.keys(CONSENTS).map((key) => [key, z.boolean().optional()])) as Record<
      ConsentKey,
      z.ZodOptional<z.ZodBoolean>
    >),
  }),
);

export type ConsentRecord = z.output<typeof ConsentRecordSchema>;

/**
 * What a form sends when submitted: its required consents, which its schema does not let it submit without, with
 * the policy version this build shows. A form with an optional consent passes the visitor's choice in `optional`.
 */
export function givenConsents(
  formType: FormType,
  optional: Partial<Record<ConsentKey, boolean>> = {},
): ConsentRecord {
  const { required, optional: allowed } = FORM_CONSENTS[formType];
  const record: ConsentRecord = { policyVersion: PRIVACY_POLICY_VERSION };
  for (const key of required) record[key] = true;
  for (const key of allowed) if (optional[key] !== undefined) record[key] = optional[key];
  return record;
}
