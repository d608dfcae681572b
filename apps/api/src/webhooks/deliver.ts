import { headerWaitMs } from "../mail/transports/transport";
import { type SignedWebhook, webhookHeaders } from "./signature";

/** Where leads go: the sales tool's URL and the key of its `whsec_` secret. */
export interface WebhookEndpoint {
  readonly url: string;
  readonly key: Buffer;
}

export interface WebhookDeliveryOptions {
  /** How long one attempt may take, connection and answer included, before it counts as failed. */
  readonly timeoutMs: number;
  /** Milliseconds since the epoch: the attempt's `webhook-timestamp`, and what an HTTP-date Retry-After is read from. */
  readonly now: () => number;
  /** The signal that gives up on an attempt after `ms`; tests pass one they abort themselves. */
  readonly abortAfter?: (ms: number) => AbortSignal;
}

/**
 * What became of one attempt. The specification counts only a 2xx as delivered and asks senders to retry every other
 * answer, so nothing here is permanent: the outbox retries with backoff, waiting at least what Retry-After asks.
 */
export type WebhookDelivery =
  | { readonly outcome: "delivered"; readonly status: number }
  | {
      readonly outcome: "retry";
      /** The answer's status; 0 when none came (refused, dropped, timed out). */
      readonly status: number;
      /** For the outbox's last_error: a status or an error's name, never the payload. */
      readonly reason: string;
      readonly retryAfterMs?: number;
    };

/** POSTs one signed message; the same id and body on every attempt, a fresh timestamp and signature each time. */
export async function deliverWebhook(
  endpoint: WebhookEndpoint,
  message: Omit<SignedWebhook, "timestamp">,
  { timeoutMs, now, abortAfter = AbortSignal.timeout }: WebhookDeliveryOptions,
): Promise<WebhookDelivery> {
  const signed = { ...message, timestamp: Math.floor(now() / 1000) };
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...webhookHeaders(endpoint.key, signed) },
      body: signed.body,
      // A redirect is an answer other than 2xx: following it would send the lead to an address nobody configured.
      redirect: "manual",
      signal: abortAfter(timeoutMs),
    });
  } catch (error) {
    return { outcome: "retry", status: 0, reason: failureName(error) };
  }
  // The receiver's body is not read; cancelling it frees the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status >= 200 && response.status < 300)
    return { outcome: "delivered", status: response.status };
  // Retry-After is followed for an hour at most, as a mail service's, and as the outbox's own backoff caps.
  const wait = headerWaitMs(response.headers.get("retry-after") ?? undefined, now());
  return {
    outcome: "retry",
    status: response.status,
    reason: `HTTP ${response.status}`,
    ...(wait === undefined ? {} : { retryAfterMs: wait }),
  };
}

/** An error's name and its cause's code (ECONNREFUSED, UND_ERR_SOCKET), enough to tell an outage from a timeout. */
function failureName(error: unknown): string {
  if (!(error instanceof Error)) return "network error";
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === "string" ? ` (${cause.code})` : "";
  return `${error.name}: ${error.message}${code}`;
}
