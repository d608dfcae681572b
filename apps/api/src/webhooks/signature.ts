import { Webhook } from "standardwebhooks";

/** The Standard Webhooks headers (https://www.standardwebhooks.com): the receiver drops repeats by `webhook-id`. */
export const WEBHOOK_HEADERS = {
  id: "webhook-id",
  timestamp: "webhook-timestamp",
  signature: "webhook-signature",
} as const;

const SECRET_PREFIX = "whsec_";
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Whether `value` is a secret as the specification gives it: `whsec_` and the key's bytes in base64. */
export function isWebhookSecret(value: string): boolean {
  const encoded = value.slice(SECRET_PREFIX.length);
  // 24 bytes is the specification's minimum key length, 64 its maximum.
  const bytes = Buffer.from(encoded, "base64").length;
  return value.startsWith(SECRET_PREFIX) && BASE64.test(encoded) && bytes >= 24 && bytes <= 64;
}

export interface SignedWebhook {
  readonly id: string;
  /** Seconds since the epoch, as the `webhook-timestamp` header carries it. */
  readonly timestamp: number;
  /** The exact bytes sent: the signature covers this text, so it must not be re-serialised after signing. */
  readonly body: string;
}

/** The three headers of one message, signed by the specification's own library (`v1,<HMAC-SHA256>`). */
export function webhookHeaders(
  secret: string,
  { id, timestamp, body }: SignedWebhook,
): Record<string, string> {
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: new Webhook(secret).sign(id, new Date(timestamp * 1000), body),
  };
}
