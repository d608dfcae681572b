/** Shared field length limits of section 9; inputs carry them as maxLength and schemas enforce them. */
export const FIELD_LIMITS = {
  email: 254,
  name: 100,
  companyName: 200,
  phone: 20,
  message: 5000,
  shortText: 255,
  url: 2048,
} as const;

export type FieldLimitName = keyof typeof FIELD_LIMITS;

/** The over-limit message of every field, 'Máximo N caracteres'. */
export function maxLengthMessage(limit: number): string {
  return `Máximo ${limit} caracteres`;
}
