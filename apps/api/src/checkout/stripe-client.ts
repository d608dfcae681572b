import Stripe from "stripe";
import type { AppConfig } from "../config";

/** The Stripe SDK for the configured secret key, or null without one; host/port/protocol only point it at a local fake. */
export function createStripeClient(config: AppConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: "nivelia-api" },
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
  });
}

/** Whether the package buttons may start a payment: switched on and a key to do it with. */
export function isCheckoutEnabled(config: AppConfig): boolean {
  return config.CHECKOUT_ENABLED && Boolean(config.STRIPE_SECRET_KEY);
}
