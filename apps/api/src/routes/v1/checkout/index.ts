import { PACKAGE_PURCHASE_DISABLED_LABEL, priceInCents } from "@nivelia/domain/content";
import {
  ApiErrorSchema,
  CheckoutRequestSchema,
  checkoutProductFor,
  parseCheckoutSessionId,
} from "@nivelia/domain/forms";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { z } from "zod";
import type { OrderStore } from "../../../db/orders";
import { checkoutWebhookRoute } from "./webhook";

export interface CheckoutOptions {
  /** The Stripe SDK, or null when no secret key is configured. */
  readonly stripe: Stripe | null;
  /** CHECKOUT_ENABLED and a secret key. */
  readonly enabled: boolean;
  readonly webhookSecret: string | undefined;
  /** Public origin of the site, for the success and cancel pages. */
  readonly siteUrl: string;
  readonly orders: OrderStore;
  /** Where replies to the buyer's confirmation go. */
  readonly teamEmail: string;
  /** Nudges the outbox after a confirmation was queued. */
  readonly wakeOutbox: () => void;
}

const CheckoutConfigSchema = z.object({ enabled: z.boolean() });
const CheckoutSessionCreatedSchema = z.object({ id: z.string(), url: z.url() });
const CheckoutSessionSchema = z.object({
  id: z.string(),
  paymentStatus: z.string(),
  status: z.string().nullable(),
  packageId: z.string().nullable(),
});

const TAGS = ["Pagos"];

const DISABLED = { error: { code: "CHECKOUT_DISABLED", message: PACKAGE_PURCHASE_DISABLED_LABEL } };
const PROVIDER_ERROR = {
  error: {
    code: "PAYMENT_PROVIDER_ERROR",
    message: "No hemos podido conectar con la pasarela de pago. Inténtalo de nuevo en unos minutos.",
  },
};
const INVALID_SESSION_ID = {
  error: { code: "INVALID_SESSION_ID", message: "El identificador de la sesión de pago no es válido" },
};
const SESSION_NOT_FOUND = {
  error: { code: "SESSION_NOT_FOUND", message: "No encontramos esa sesión de pago" },
};

/** Card payments for the packages and Enterprise through Stripe Checkout. */
export const checkoutRoutes: FastifyPluginAsync<CheckoutOptions> = async (app, options) => {
  const { stripe, enabled, siteUrl, orders } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/checkout/config",
    {
      schema: {
        summary: "Indica si la compra de paquetes está activa",
        tags: TAGS,
        response: { 200: CheckoutConfigSchema },
      },
    },
    async () => ({ enabled }),
  );

  routes.post(
    "/checkout",
    {
      schema: {
        summary: "Crea una sesión de pago de Stripe Checkout para un paquete o Enterprise",
        tags: TAGS,
        body: CheckoutRequestSchema,
        response: {
          200: CheckoutSessionCreatedSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  routes.get(
    "/checkout/sessions/:id",
    {
      schema: {
        summary: "Estado de una sesión de pago (para la página /success)",
        tags: TAGS,
        params: z.object({ id: z.string() }),
        response: {
          200: CheckoutSessionSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const id = parseCheckoutSessionId(request.params.id);
      if (id === null) {
        // Section 5: a malformed session id is rejected and logged (its length only, never the text).
        request.log.warn({ length: request.params.id.length }, "invalid checkout session id");
        return reply.code(400).send(INVALID_SESSION_ID);
      }
      if (!stripe) {
        const order = await orders.findBySession(id);
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
