import { CONTACT_EMAILS, controllerName } from "@nivelia/domain/content";
import { formProcessing, type SiteFormType } from "./processing";

/** One line of the first layer of data-protection information (LOPDGDD art. 11): a heading and its text. */
export interface NoticeLine {
  readonly term: string;
  readonly text: string;
}

/**
 * The first layer shown under a form: who, why, on what basis, and the rights, from the same register the privacy
 * policy lists, so the two can never differ. The second layer is the policy itself, linked after these lines.
 */
export function dataProtectionNotice(formType: SiteFormType): readonly NoticeLine[] {
  const processing = formProcessing(formType);
  return [
    { term: "Responsable", text: controllerName() },
    { term: "Finalidad", text: processing.purpose },
    { term: "Legitimación", text: processing.basisSummary },
    {
      term: "Derechos",
      text: `Acceso, rectificación, supresión, oposición, limitación y portabilidad, escribiendo a ${CONTACT_EMAILS.privacy}.`,
    },
  ];
}

export const DATA_PROTECTION_NOTICE_TITLE = "Información básica sobre protección de datos";
export const DATA_PROTECTION_NOTICE_MORE = "Más información en la";
