import { z } from "zod";
import { BRAND } from "../brand";
import { ENTERPRISE_MONTHLY_PRICE, PACKAGES } from "../content/packages";
import type { PackageId } from "../content/types";
import { FIELD_LIMITS } from "./limits";

/** What can be bought: the three packages of the strip and the Enterprise subscription. */
export const CHECKOUT_PRODUCT_IDS: readonly [...PackageId[], "enterprise"] = [
  ...PACKAGES.map((pack) => pack.id),
  "enterprise",
];

export type CheckoutProductId = (typeof CHECKOUT_PRODUCT_IDS)[number];

/** Body of the card-payment checkout endpoint. */
export const CheckoutRequestSchema = z.lazy(() => z.object({ packageId: z.enum(CHECKOUT_PRODUCT_IDS) }));

export type CheckoutRequest = z.output<typeof CheckoutRequestSchema>;

/** What the payment page shows and charges for one checkout product. */
export interface CheckoutProduct {
  readonly id: CheckoutProductId;
  /** Spanish product name on the payment page. */
  readonly name: string;
  /** Euros, with cents. */
  readonly price: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The name and price of a checkout product, from the package strip and the Enterprise plan. */
export function checkoutProductFor(id: CheckoutProductId): CheckoutProduct {
  const pack = PACKAGES.find((candidate) => candidate.id === id);
  if (!pack) {
    return {
      id,
      name: `${BRAND.productName} Enterprise: suscripción de un mes`,
      price: ENTERPRISE_MONTHLY_PRICE,
    };
  }
  const contents = [
    plural(pack.recruiters, "reclutador", "reclutadores"),
    plural(pack.processes, "proceso", "procesos"),
    `hasta ${pack.candidateCap} candidatos`,
  ];
  return { id, name: `Paquete ${BRAND.productName}: ${contents.join(", ")}`, price: pack.price };
}

/**
 * 'cs_' and 24 or more ASCII letters or digits (section 3.4); the cap only keeps absurd input out of URLs and logs.
 * Real Stripe ids carry a mode segment ('cs_test_…', 'cs_live_…'), so that one optional segment is accepted too.
 */
const CHECKOUT_SESSION_ID = /^cs_(?:test_|live_)?[A-Za-z0-9]{24,}$/;

/** True for an already-trimmed checkout session id. */
export function isValidCheckoutSessionId(id: string): boolean {
  return id.length <= FIELD_LIMITS.shortText && CHECKOUT_SESSION_ID.test(id);
}

/** The session id of the success page's query, trimmed, or null when absent or malformed (the caller logs it). */
export function parseCheckoutSessionId(raw: string | null | undefined): string | null {
  const id = raw?.trim() ?? "";
  return isValidCheckoutSessionId(id) ? id : null;
}
