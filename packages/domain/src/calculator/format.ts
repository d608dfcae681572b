// Section 9: numbers in es-ES, as Intl writes them (see ../es-number.ts), units after a non-breaking space (U+00A0),
// e.g. '6300 €'. A value that rounds to zero never reads '-0'.
import { formatDecimal } from "../es-number";

/** Whole euros: '6300 €', '1.234.567 €' (es-ES groups only from five digits). */
export function formatEuros(amount: number): string {
  return `${formatDecimal(amount, 0)}\u00a0€`;
}

/** A plain es-ES number: '12.345,678'. */
export function formatNumber(value: number): string {
  return formatDecimal(value, 3);
}

/** Hours with at most one decimal: '150 h', '133,3 h'. */
export function formatHours(hours: number): string {
  return `${formatDecimal(hours, 1)}\u00a0h`;
}

/** A percentage given on the 0–100 scale (as computeHiringCost returns it): '95 %'. */
export function formatPercent(percentage: number): string {
  return `${formatDecimal(percentage / 100, 0, 0, 2)}\u00a0%`;
}
