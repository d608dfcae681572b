import { formatDecimal } from "../es-number";
import type { Package } from "./types";

/** Price of a One Shot evaluation, in euros (section 9). */
export const ONE_SHOT_PRICE = 49.99;

/** Enterprise subscription, in euros per month; also the subscription the calculator subtracts. */
export const ENTERPRISE_MONTHLY_PRICE = 299;

/** The three pay-per-use packages of the package strip (section 9). */
export const PACKAGES: readonly Package[] = [
  { id: "pack-1", price: 49.99, recruiters: 1, processes: 1, candidateCap: 20 },
  { id: "pack-2", price: 99.99, recruiters: 2, processes: 2, candidateCap: 40 },
  { id: "pack-3", price: 149.99, recruiters: 3, processes: 3, candidateCap: 60 },
];

/** Label of the disabled purchase button: packages cannot be bought before launch. */
export const PACKAGE_PURCHASE_DISABLED_LABEL = "Disponible en septiembre";

/** Link under the strip for companies that need a different combination. */
export const PACKAGE_CUSTOMISATION_LINK = {
  label: "¿Necesitas otra combinación? Personaliza tu plan",
  href: "/contacto",
} as const;

/** Euros to integer cents for a payment provider; rounding removes binary float error (49.99 * 100 = 4998.999…). */
export function priceInCents(price: number): number {
  if (!Number.isFinite(price) || price < 0) {
    throw new RangeError(`Precio no válido: ${price}`);
  }
  return Math.round(price * 100);
}

/** A price without currency, es-ES style: '299' or '49,99' (cents only when there are any). */
export function formatAmount(price: number): string {
  return formatDecimal(price, 2, priceInCents(price) % 100 === 0 ? 0 : 2);
}

/** A price in euros, es-ES style with a non-breaking space: '299 €', '49,99 €'. */
export function formatPrice(price: number): string {
  return `${formatAmount(price)}\u00a0€`;
}
