// Section 9: numbers in es-ES. Intl separates units with a non-breaking space (U+00A0), e.g. '6300 €'.
// signDisplay 'negative' keeps a value that rounds to zero from reading '-0'.

const EUROS = new Intl.NumberFormat("es-ES", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: "negative",
});

const NUMBER = new Intl.NumberFormat("es-ES", { signDisplay: "negative" });

const HOURS = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1, signDisplay: "negative" });

const PERCENT = new Intl.NumberFormat("es-ES", {
  style: "percent",
  maximumFractionDigits: 0,
  signDisplay: "negative",
});

/** Whole euros: '6300 €', '1.234.567 €' (es-ES groups only from five digits). */
export function formatEuros(amount: number): string {
  return EUROS.format(amount);
}

/** A plain es-ES number: '12.345,678'. */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** Hours with at most one decimal: '150 h', '133,3 h'. */
export function formatHours(hours: number): string {
  return `${HOURS.format(hours)}\u00a0h`;
}

/** A percentage given on the 0–100 scale (as computeHiringCost returns it): '95 %'. */
export function formatPercent(percentage: number): string {
  return PERCENT.format(percentage / 100);
}
