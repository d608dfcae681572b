/**
 * How long a lead is kept after its last contact: the privacy policy's "2 años", and the API's LEAD_RETENTION_DAYS
 * default, which may be lowered but never raised past what the policy promises.
 */
export const LEAD_RETENTION_DAYS_DEFAULT = 730;

/** A period of days as the policy words it: whole years, else whole months (of 30 days), else days. */
export function retentionPeriodText(days: number): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (days % 365 === 0) return count(days / 365, "año", "años");
  if (days % 30 === 0) return count(days / 30, "mes", "meses");
  return count(days, "día", "días");
}

/** The retention column of every lead processing in the privacy policy. */
export function leadRetentionText(days: number = LEAD_RETENTION_DAYS_DEFAULT): string {
  return `Hasta ${retentionPeriodText(days)} desde el último contacto; si llegas a ser cliente, lo que dure la relación y después los plazos legales.`;
}
