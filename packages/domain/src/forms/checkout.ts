import { z } from "zod";
import { PACKAGES } from "../content/packages";
import type { PackageId } from "../content/types";
import { FIELD_LIMITS } from "./limits";

/** What can be bought: the three packages of the strip and the Enterprise subscription. */
export const CHECKOUT_PRODUCT_IDS: readonly [...PackageId[], "enterprise"] = [
  ...PACKAGES.map((pack) => pack.id),
  "enterprise",
];

export type CheckoutProductId = (typeof CHECKOUT_PRODUCT_IDS)[number];

/** Body of the card-payment checkout endpoint. */
export const CheckoutRequestSchema = z.object({ packageId: z.enum(CHECKOUT_PRODUCT_IDS) });

export type CheckoutRequest = z.output<typeof CheckoutRequestSchema>;

/** 'cs_' and 24 or more ASCII letters or digits (section 3.4); the cap only keeps absurd input out of URLs and logs. */
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9]{24,}$/;

/** True for an already-trimmed checkout session id. */
export function isValidCheckoutSessionId(id: string): boolean {
  return id.length <= FIELD_LIMITS.shortText && CHECKOUT_SESSION_ID.test(id);
}

/** The session id of the success page's query, trimmed, or null when absent or malformed (the caller logs it). */
export function parseCheckoutSessionId(raw: string | null | undefined): string | null {
  const id = raw?.trim() ?? "";
  return isValidCheckoutSessionId(id) ? id : null;
}
