import type { IncomingMessage, ServerResponse } from "node:http";
import { type FakeHttpServer, type RecordedRequest, sendJson, startFakeHttpServer } from "./fake-http-server";

/** Stripe's answer to a checkout session created from the given form-encoded fields. */
function sessionFrom(id: string, form: URLSearchParams) {
  return {
    id,
    object: "checkout.session",
    mode: form.get("mode"),
    currency: form.get("line_items[0][price_data][currency]"),
    amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
    payment_status: "unpaid",
    status: "open",
    url: `https://checkout.stripe.test/c/pay/${id}`,
    metadata: { packageId: form.get("metadata[packageId]") },
  };
}

export interface FakeStripe extends FakeHttpServer {
  /** Sessions it knows, by id, as GET /v1/checkout/sessions/:id returns them. */
  readonly sessions: Map<string, Record<string, unknown>>;
  /** Makes every following call fail with this Stripe error. */
  failWith(status: number, type: string, message: string): void;
  /** Answers normally again. */
  restore(): void;
}

/** A local stand-in for the two Stripe Checkout calls the API makes, driven by the real SDK. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Record<string, unknown>>();
  let created = 0;
  const normal = (request: RecordedRequest, response: ServerResponse<IncomingMessage>) => {
    if (request.method === "POST" && request.url === "/v1/checkout/sessions") {
      created += 1;
      const id = `cs_test_${String(created).padStart(4, "0")}a1B2c3D4e5F6g7H8i9J0k1L2`;
      const session = sessionFrom(id, new URLSearchParams(request.body));
      sessions.set(id, session);
      return sendJson(response, 200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(request.url);
    const session =
      request.method === "GET" && match?.[1] ? sessions.get(decodeURIComponent(match[1])) : undefined;
    if (session) return sendJson(response, 200, session);
    return sendJson(response, 404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: "No such checkout.session" },
    });
  };
  const server = await startFakeHttpServer(normal);
  return Object.assign(server, {
    sessions,
    failWith(status: number, type: string, message: string) {
      server.handle((_request, response) => sendJson(response, status, { error: { type, message } }));
    },
    restore() {
      server.handle(normal);
    },
  });
}

/** The settings that point the API's Stripe SDK at the fake. */
export function fakeStripeEnv(stripe: FakeHttpServer): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: "http",
  };
}
