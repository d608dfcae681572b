import type Stripe from "stripe";

export interface CheckoutOptions {
  readonly stripe: Stripe | null;
  /** CHECKOUT_ENABLED and a secret key. */
  readonly enabled: boolean;
  readonly webhookSecret: string | undefined;
  /** Public origin of the site, for the success and cancel pages. */
  readonly siteUrl: string;
  /** Where replies to the buyer's confirmation go. */
  readonly teamEmail: string;
}
