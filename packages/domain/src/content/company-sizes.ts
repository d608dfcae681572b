import type { SelectOption } from "./types";

/** Company sizes of the contact form (section 3.5); a tuple so that form schemas can build an enum from it. */
export const CONTACT_COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501+"] as const;

/** Company sizes of the beta and free-trial forms, whose last bucket is '500+' rather than '501+'. */
export const ACCESS_COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;

export type ContactCompanySize = (typeof CONTACT_COMPANY_SIZES)[number];
export type AccessCompanySize = (typeof ACCESS_COMPANY_SIZES)[number];
export type CompanySize = ContactCompanySize | AccessCompanySize;

/** Spanish label of every size value, for the select options. */
export const COMPANY_SIZE_LABELS: Readonly<Record<CompanySize, string>> = {
  "1-10": "1-10 empleados",
  "11-50": "11-50 empleados",
  "51-200": "51-200 empleados",
  "201-500": "201-500 empleados",
  "501+": "Más de 500 empleados",
  "500+": "Más de 500 empleados",
};

/** Options of the contact form's size select, in order. */
export const CONTACT_COMPANY_SIZE_OPTIONS: readonly SelectOption<ContactCompanySize>[] =
  CONTACT_COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] }));

/** Options of the beta and free-trial forms' size select, in order. */
export const ACCESS_COMPANY_SIZE_OPTIONS: readonly SelectOption<AccessCompanySize>[] =
  ACCESS_COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] }));
