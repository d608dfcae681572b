import { createHmac } from "node:crypto";

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

/** The key bytes of a `whsec_<base64>` secret. */
export function webhookKey(secret: string): Buffer {
  if (!isWebhookSecret(secret))
    throw new Error("A webhook secret is whsec_ followed by 24 to 64 bytes in base64");
  return Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
}

export interface SignedWebhook {
  readonly id: string;
  /** Seconds since the epoch, as the `webhook-timestamp` header carries it. */
  readonly timestamp: number;
  /** The exact bytes sent: the signature covers this text, so it must not be re-serialised after signing. */
  readonly body: string;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the `webhook-signature` value. */
export function webhookSignature(key: Buffer, { id, timestamp, body }: SignedWebhook): string {
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** The three headers of one signed message. */
export function webhookHeaders(key: Buffer, message: SignedWebhook): Record<string, string> {
  return {
    [WEBHOOK_HEADERS.id]: message.id,
    [WEBHOOK_HEADERS.timestamp]: String(message.timestamp),
    [WEBHOOK_HEADERS.signature]: webhookSignature(key, message),
  };
}
