import { BRAND } from "../brand";
import { CONTACT_EMAILS } from "./company-facts";
import { isValidSpanishTaxId } from "./tax-id";

/** One piece of the site owner's identification; `placeholder` until the legal team confirms the real value. */
export interface LegalIdentityField {
  readonly label: string;
  readonly value: string;
  readonly placeholder: boolean;
}

export interface LegalIdentity {
  readonly legalName: LegalIdentityField;
  readonly taxId: LegalIdentityField;
  readonly address: LegalIdentityField;
  readonly registry: LegalIdentityField;
  readonly email: LegalIdentityField;
  readonly privacyContact: LegalIdentityField;
}

/**
 * The site owner's legal identity (LSSI art. 10, RGPD art. 13), the one place the legal pages, the data-protection
 * notices under the forms and the build's check read it from. Replace the placeholders here and set `placeholder`
 * to false: the production build warns while any remains, and the pages mark them «provisional».
 */
export const LEGAL_IDENTITY: LegalIdentity = {
  legalName: { label: "Titular", value: `${BRAND.productName} Technologies, S.L.`, placeholder: true },
  taxId: { label: "NIF", value: "B00000000", placeholder: true },
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
  email: { label: "Correo electrónico", value: CONTACT_EMAILS.team, placeholder: false },
  privacyContact: {
    label: "Contacto de protección de datos",
    value: CONTACT_EMAILS.privacy,
    placeholder: false,
  },
};

/** The identity's fields in display order. */
export const LEGAL_IDENTITY_FIELDS: readonly LegalIdentityField[] = Object.values(LEGAL_IDENTITY);

/** Shown next to the identity while any field is provisional. */
export const LEGAL_IDENTITY_PLACEHOLDER_NOTE =
  "Los datos marcados como «provisional» se sustituirán por los definitivos de la sociedad antes de la puesta en producción.";

/** The controller's name as a sentence shows it: the legal name, or the brand while the name is provisional. */
export function controllerName(identity: LegalIdentity = LEGAL_IDENTITY): string {
  return identity.legalName.placeholder ? BRAND.productName : identity.legalName.value;
}

/** What is wrong with an identity: an invalid tax id is an error; a placeholder, a warning for production. */
export function checkLegalIdentity(identity: LegalIdentity): { errors: string[]; placeholders: string[] } {
  const errors = isValidSpanishTaxId(identity.taxId.value)
    ? []
    : [`El NIF «${identity.taxId.value}» no es válido: revisa su carácter de control.`];
  const placeholders = Object.values(identity)
    .filter((field) => field.placeholder)
    .map((field) => field.label);
  return { errors, placeholders };
}
