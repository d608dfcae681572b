import { priceInCents } from "./packages";

/** Spanish VAT (IVA, general rate). Published prices include it: they are what Stripe charges. */
export const VAT_RATE = 0.21;

export interface VatBreakdown {
  /** Taxable base in euros, rounded to the cent. */
  readonly base: number;
  /** VAT in euros: the price minus the base, so that both add up to the price to the cent. */
  readonly vat: number;
}

/** Splits a VAT-inclusive price into its taxable base and its VAT. */
export function vatBreakdown(priceWithVat: number, rate: number = VAT_RATE): VatBreakdown {
  const cents = priceInCents(priceWithVat);
  const baseCents = Math.round(cents / (1 + rate));
  return { base: baseCents / 100, vat: (cents - baseCents) / 100 };
}
