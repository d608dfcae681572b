import type { ConsentKey } from "./consents";
import type { FormType } from "./form-types";

/**
 * The longest any lead is kept after its last contact: the privacy policy's "2 años", and the API's
 * LEAD_RETENTION_DAYS default, an operator's cap that may be lowered but never raised past what the policy promises.
 */
export const LEAD_RETENTION_DAYS_DEFAULT = 730;

/** A period of days as the policy words it: whole years, else whole months (of 30 days), else days. */
export function retentionPeriodText(days: number): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (days % 365 === 0) return count(days / 365, "año", "años");
  if (days % 30 === 0) return count(days / 30, "mes", "meses");
  return count(days, "día", "días");
}

/** The retention of a lead kept since the person's last contact, as the policy words it. */
export function leadRetentionText(days: number = LEAD_RETENTION_DAYS_DEFAULT): string {
  return `Hasta ${retentionPeriodText(days)} desde el último contacto; si llegas a ser cliente, lo que dure la relación y después los plazos legales.`;
}

/**
 * How long one form type's submissions are kept. The database knows only when each was sent, so every period
 * counts from that: from the person's last submission (`lastContact`) or from this one (`submission`), never from an
 * event it does not record (a webinar's session, the end of a selection process).
 */
export interface FormRetention {
  readonly days: number;
  readonly from: "lastContact" | "submission";
  /** A longer period an optional consent of the form gives, counted from the submission that gave it. */
  readonly withConsent?: { readonly consent: ConsentKey; readonly days: number };
  /** The privacy policy's retention column for this form, from the periods above. */
  readonly text: string;
}

/** A job application kept for later vacancies, with the candidate's consent. */
export const CV_FOR_OTHER_VACANCIES_DAYS = 365;
const JOB_APPLICATION_DAYS = 180;
/** A webinar sign-up or a logic-test result: what it was for is over well before this. */
const SHORT_LEAD_DAYS = 180;

const LEAD: FormRetention = {
  days: LEAD_RETENTION_DAYS_DEFAULT,
  from: "lastContact",
  text: leadRetentionText(),
};

/** Each form type's retention: the privacy policy's register shows its text and the API's retention pass enforces it. */
export const FORM_RETENTION: Readonly<Record<FormType, FormRetention>> = {
  contactHome: LEAD,
  contact: LEAD,
  business: LEAD,
  ongs: LEAD,
  candidates: LEAD,
  earlyAccess: LEAD,
  freeTrial: LEAD,
  freeAccess: LEAD,
  jobs: {
    days: JOB_APPLICATION_DAYS,
    from: "submission",
    withConsent: { consent: "cvForOtherVacancies", days: CV_FOR_OTHER_VACANCIES_DAYS },
    text: `Hasta ${retentionPeriodText(JOB_APPLICATION_DAYS)} desde tu candidatura, para el proceso de la oferta. Si marcas la casilla de otras vacantes, hasta ${retentionPeriodText(CV_FOR_OTHER_VACANCIES_DAYS)} desde tu candidatura (ver «Candidaturas para otras vacantes»).`,
  },
  rolesDictionary: LEAD,
  webinars: {
    days: SHORT_LEAD_DAYS,
    from: "submission",
    text: `Hasta ${retentionPeriodText(SHORT_LEAD_DAYS)} desde tu inscripción.`,
  },
  pricing: LEAD,
  newsletter: LEAD,
  betaAccess: LEAD,
  logicTest: {
    days: SHORT_LEAD_DAYS,
    from: "submission",
    text: `Hasta ${retentionPeriodText(SHORT_LEAD_DAYS)} desde el envío.`,
  },
};

/** The retention of job applications kept for other vacancies, as the policy words it. */
export const CV_FOR_OTHER_VACANCIES_RETENTION_TEXT = `Hasta ${retentionPeriodText(CV_FOR_OTHER_VACANCIES_DAYS)} desde tu candidatura, o hasta que retires tu consentimiento si es antes.`;
