import { apiError } from "@nivelia/domain/api";
import { ApiErrorSchema, CHECKOUT_PRODUCT_IDS, isEmailAddress } from "@nivelia/domain/forms";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { z } from "zod";
import { orderConfirmation } from "../../../mail/templates";
import { alreadyLogged } from "../../../plugins/request-log";
import type { CheckoutOptions } from "./options";

// The parts of an event this route reads: the raw body is checked by the signature, then what was signed by this.
const StripeEventSchema = z
  .object({ id: z.string(), type: z.string(), created: z.unknown(), data: z.object({ object: z.unknown() }) })
  .describe("Evento de Stripe, firmado en la cabecera stripe-signature");

// The fields of a checkout session the order needs; anything else in the event is ignored.
const PaidSessionSchema = z.object({
  id: z.string().min(1).max(255),
  payment_status: z.literal("paid"),
  amount_total: z.number().int().nonnegative(),
  currency: z.string().min(1).max(10),
  metadata: z.object({ packageId: z.enum(CHECKOUT_PRODUCT_IDS) }),
  customer_details: z
    .object({ email: z.string().max(254).nullable().optional() })
    .nullable()
    .optional(),
});

/** Signed or not, calls per minute and client address; Stripe's own retries stay far below it. */
export const WEBHOOK_MAX_PER_MINUTE = 120;

const PAYMENT_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

const WebhookReceivedSchema = z.object({ received: z.literal(true) });

/** Stripe's signed notifications: a paid checkout session becomes an order, once however often it is sent. */
export const checkoutWebhookRoute: FastifyPluginAsync<CheckoutOptions> = async (
  app,
  { webhookSecret, teamEmail },
) => {
  // The signature covers the exact bytes, so this route (and only this one, by encapsulation) keeps the raw body.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  if (!webhookSecret) app.log.warn("STRIPE_WEBHOOK_SECRET is not set: /v1/checkout/webhook answers 503");

  app.withTypeProvider<ZodTypeProvider>().post(
    "/checkout/webhook",
    {
      // Stripe sends a few events per payment; a flood from one address is refused before any work.
      config: { fixedRateLimitPerMinute: WEBHOOK_MAX_PER_MINUTE },
      schema: {
        summary: "Recibe los eventos firmados de Stripe (pagos completados)",
        tags: ["Pagos"],
        headers: z.object({ "stripe-signature": z.string().optional() }),
        body: StripeEventSchema,
        response: { 200: WebhookReceivedSchema, 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
      // The body stays the raw bytes for constructEvent; the declared schema only documents it.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      if (!webhookSecret) {
        // Said once at start-up: anyone can call this URL, so a line per call would let them fill the logs.
        request.log.debug("Stripe webhook called but STRIPE_WEBHOOK_SECRET is not set");
        return alreadyLogged(reply).code(503).send(apiError("WEBHOOK_NOT_CONFIGURED"));
      }
      const signature = request.headers["stripe-signature"];
      const raw: unknown = request.body;
      if (typeof signature !== "string" || !Buffer.isBuffer(raw)) {
        request.log.debug("Stripe webhook without signature or body");
        return reply.code(400).send(invalidSignature);
      }
      let verified: unknown;
      try {
        verified = Stripe.webhooks.constructEvent(raw, signature, webhookSecret);
      } catch (error) {
        request.log.debug(
          { reason: error instanceof Error ? error.name : "unknown" },
          "Stripe webhook rejected",
        );
        return reply.code(400).send(invalidSignature);
      }
      // A valid signature vouches for the sender, not for the shape of what was signed.
      const envelope = StripeEventSchema.safeParse(verified);
      if (!envelope.success) {
        request.log.warn("signed Stripe webhook that is not an event");
        return reply.code(400).send(apiError("INVALID_EVENT"));
      }
      const event = envelope.data;
      if (!PAYMENT_EVENTS.has(event.type)) return { received: true as const };
      const session = PaidSessionSchema.safeParse(event.data.object);
      if (!session.success) {
        request.log.info(
          { eventId: event.id, type: event.type },
          "Stripe event without a paid package session",
        );
        return { received: true as const };
      }
      const paid = session.data;
      const customerEmail = paid.customer_details?.email ?? null;
      const order = {
        sessionId: paid.id,
        packageId: paid.metadata.packageId,
        amountCents: paid.amount_total,
        currency: paid.currency,
      };
      // Stripe asks every buyer for an address; one that is not an address gets no e-mail rather than a bounce.
      const confirmation =
        customerEmail !== null && isEmailAddress(customerEmail)
          ? orderConfirmation({ ...order, customerEmail: customerEmail.trim() }, teamEmail)
          : null;
      const { created } = await app.orders.recordPaid(
        { ...order, customerEmail, paidAt: paidAt(event.created) },
        confirmation,
      );
      request.log.info({ eventId: event.id, sessionId: paid.id, created }, "checkout session paid");
      if (created && confirmation !== null) app.outbox.wake();
      return { received: true as const };
    },
  );
};

// Stripe's `created` is Unix seconds; a signed event with a nonsense value still records the order, at receipt time.
function paidAt(created: unknown): Date {
  return typeof created === "number" && Number.isSafeInteger(created) && created > 0
    ? new Date(created * 1000)
    : new Date();
}

const invalidSignature = apiError("INVALID_SIGNATURE");
