import type { DialCodeEntry } from "./types";

/** Dial codes of the contact form's phone selector, in the order of section 3.5 (Spain first, then the Americas, then Europe). */
export const DIAL_CODES = [
  { code: "+34", country: "España", iso: "ES" },
  { code: "+1", country: "Estados Unidos", iso: "US" },
  { code: "+52", country: "México", iso: "MX" },
  { code: "+54", country: "Argentina", iso: "AR" },
  { code: "+57", country: "Colombia", iso: "CO" },
  { code: "+56", country: "Chile", iso: "CL" },
  { code: "+51", country: "Perú", iso: "PE" },
  { code: "+593", country: "Ecuador", iso: "EC" },
  { code: "+58", country: "Venezuela", iso: "VE" },
  { code: "+502", country: "Guatemala", iso: "GT" },
  { code: "+503", country: "El Salvador", iso: "SV" },
  { code: "+504", country: "Honduras", iso: "HN" },
  { code: "+505", country: "Nicaragua", iso: "NI" },
  { code: "+506", country: "Costa Rica", iso: "CR" },
  { code: "+507", country: "Panamá", iso: "PA" },
  { code: "+591", country: "Bolivia", iso: "BO" },
  { code: "+595", country: "Paraguay", iso: "PY" },
  { code: "+598", country: "Uruguay", iso: "UY" },
  { code: "+351", country: "Portugal", iso: "PT" },
  { code: "+44", country: "Reino Unido", iso: "GB" },
  { code: "+49", country: "Alemania", iso: "DE" },
  { code: "+33", country: "Francia", iso: "FR" },
  { code: "+39", country: "Italia", iso: "IT" },
] as const satisfies readonly DialCodeEntry[];

export type DialCode = (typeof DIAL_CODES)[number]["code"];

/** The selector starts on Spain. */
export const DEFAULT_DIAL_CODE = "+34" satisfies DialCode;

const dialCodeValues: ReadonlySet<string> = new Set(DIAL_CODES.map((entry) => entry.code));

/** True when the value is one of the selector's codes; form validation uses it for telefonoCode. */
export function isDialCode(value: string): value is DialCode {
  return dialCodeValues.has(value);
}
