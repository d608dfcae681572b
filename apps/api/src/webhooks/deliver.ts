import { headerWaitMs } from "../mail/transports/transport";
import { type SignedWebhook, webhookHeaders } from "./signature";

/** Where leads go: the sales tool's URL and its `whsec_` secret. */
export interface WebhookEndpoint {
  readonly url: string;
  readonly secret: string;
}

export interface WebhookDeliveryOptions {
  /** How long one attempt may take, connection and answer included, before it counts as failed. */
  readonly timeoutMs: number;
  /** Milliseconds since the epoch: the attempt's `webhook-timestamp`, and what an HTTP-date Retry-After is read from. */
  readonly now: () => number;
  /** The signal that gives up on an attempt after `ms`; tests pass one they abort themselves. */
  readonly abortAfter?: (ms: number) => AbortSignal;
}

/** A failed attempt, for the outbox's last_error (a status or an error's name, never the payload). */
const notDelivered = (reason: string, retryAfterMs?: number) =>
  Object.assign(new Error(`webhook not delivered: ${reason}`), { retryAfterMs });

/**
 * POSTs one signed message (same id and body on every attempt, fresh timestamp and signature). Anything but a 2xx
 * throws, as the specification asks senders to retry, with the receiver's Retry-After for the outbox's backoff.
 */
export async function deliverWebhook(
  endpoint: WebhookEndpoint,
  message: Omit<SignedWebhook, "timestamp">,
  { timeoutMs, now, abortAfter = AbortSignal.timeout }: WebhookDeliveryOptions,
): Promise<void> {
  const signed = { ...message, timestamp: Math.floor(now() / 1000) };
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...webhookHeaders(endpoint.secret, signed) },
      body: signed.body,
      // A redirect is an answer other than 2xx: following it would send the lead to an address nobody configured.
      redirect: "manual",
      signal: abortAfter(timeoutMs),
    });
  } catch (error) {
    throw notDelivered(failureName(error));
  }
  // The receiver's body is not read; cancelling it frees the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return;
  // Retry-After is followed for an hour at most, as a mail service's, and as the outbox's own backoff caps.
  throw notDelivered(
    `HTTP ${response.status}`,
    headerWaitMs(response.headers.get("retry-after") ?? undefined, now()),
  );
}

/** An error's name and its cause's code (ECONNREFUSED, UND_ERR_SOCKET), enough to tell an outage from a timeout. */
function failureName(error: unknown): string {
  if (!(error instanceof Error)) return "network error";
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === "string" ? ` (${cause.code})` : "";
  return `${error.name}: ${error.message}${code}`;
}
