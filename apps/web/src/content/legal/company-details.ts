import { BRAND } from "@nivelia/domain/brand";

/** One piece of the company's identification; `placeholder` until the legal team confirms the real value. */
export interface CompanyDetail {
  readonly label: string;
  readonly value: string;
  readonly placeholder: boolean;
}

/**
 * The site owner's legal details (LSSI art. 10, GDPR art. 13), in one place for every legal page. Values marked as
 * placeholders are provisional and are shown as such until the legal team replaces them.
 */
const COMPANY_DETAILS = {
  legalName: { label: "Titular", value: "Nivelia Technologies, S.L.", placeholder: true },
  taxId: { label: "NIF", value: "B-00000000", placeholder: true },
  address: {
    label: "Domicilio social",
    value: "Paseo de la Castellana 95, 28046 Madrid (España)",
    placeholder: true,
  },
  registry: {
    label: "Inscripción registral",
    value: "Registro Mercantil de Madrid, tomo 00000, folio 000, hoja M-000000",
    placeholder: true,
  },
  email: { label: "Correo electrónico", value: BRAND.teamEmail, placeholder: false },
  privacyContact: {
    label: "Contacto de protección de datos",
    value: `privacidad@${BRAND.siteHost}`,
    placeholder: true,
  },
} as const satisfies Record<string, CompanyDetail>;

/** The company's details in display order. */
export const COMPANY_DETAIL_LIST: readonly CompanyDetail[] = Object.values(COMPANY_DETAILS);

/** Shown next to the details while any of them is provisional. */
export const PLACEHOLDER_NOTE =
  "Los datos marcados como «provisional» se sustituirán por los definitivos de la sociedad antes de la puesta en producción.";
