import { API_CONTRACT, apiError } from "@nivelia/domain/api";
import { priceInCents } from "@nivelia/domain/content";
import { checkoutProductFor, parseCheckoutSessionId } from "@nivelia/domain/forms";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { contractRoute } from "../contract-route";
import type { CheckoutOptions } from "./options";
import { checkoutWebhookRoute } from "./webhook";

const DISABLED = apiError("CHECKOUT_DISABLED");
const PROVIDER_ERROR = apiError("PAYMENT_PROVIDER_ERROR");
const INVALID_SESSION_ID = apiError("INVALID_SESSION_ID");
const SESSION_NOT_FOUND = apiError("SESSION_NOT_FOUND");

/** Card payments for the packages and Enterprise through Stripe Checkout. */
export const checkoutRoutes: FastifyPluginAsync<CheckoutOptions> = async (app, options) => {
  const { stripe, enabled, siteUrl } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(API_CONTRACT.checkoutConfig.path, contractRoute(API_CONTRACT.checkoutConfig), async () => ({
    enabled,
  }));

  routes.post(API_CONTRACT.checkout.path, contractRoute(API_CONTRACT.checkout), async (request, reply) => {
    if (!enabled || !stripe) return reply.code(409).send(DISABLED);
    const { packageId } = request.body;
    const product = checkoutProductFor(packageId);
    try {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        locale: "es",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "eur",
              unit_amount: priceInCents(product.price),
              product_data: { name: product.name },
            },
          },
        ],
        success_url: `${siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${siteUrl}/#precios`,
        metadata: { packageId },
      });
      if (!session.url) {
        request.log.error({ sessionId: session.id }, "checkout session without a payment page URL");
        return reply.code(502).send(PROVIDER_ERROR);
      }
      return { id: session.id, url: session.url };
    } catch (error) {
      request.log.error({ err: error }, "could not create the checkout session");
      return reply.code(502).send(PROVIDER_ERROR);
    }
  });

  routes.get(
    API_CONTRACT.checkoutSession.path,
    contractRoute(API_CONTRACT.checkoutSession),
    async (request, reply) => {
      const id = parseCheckoutSessionId(request.params.id);
      if (id === null) {
        // Section 5: a malformed session id is rejected and logged (its length only, never the text).
        request.log.warn({ length: request.params.id.length }, "invalid checkout session id");
        return reply.code(400).send(INVALID_SESSION_ID);
      }
      if (!stripe) {
        const order = await app.orders.findBySession(id);
        if (!order) return reply.code(404).send(SESSION_NOT_FOUND);
        return { id, paymentStatus: "paid", status: "complete", packageId: order.packageId };
      }
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          paymentStatus: session.payment_status,
          status: session.status,
          packageId: session.metadata?.packageId ?? null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return reply.code(404).send(SESSION_NOT_FOUND);
        }
        request.log.error({ err: error }, "could not read the checkout session");
        return reply.code(502).send(PROVIDER_ERROR);
      }
    },
  );

  await app.register(checkoutWebhookRoute, options);
};
