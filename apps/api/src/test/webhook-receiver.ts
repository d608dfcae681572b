import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type RecordedRequest, startFakeHttpServer } from "./fake-http-server";

/**
 * Verification as a receiver reading the Standard Webhooks specification would write it, without the API's own
 * helpers: base64 key after `whsec_`, HMAC-SHA256 of `id.timestamp.body`, any of the space-separated `v1,` entries.
 */
export function verifiedAsThirdParty(
  secret: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  body: string,
): boolean {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === "string" ? value : "";
  };
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = `${header("webhook-id")}.${header("webhook-timestamp")}.${body}`;
  const expected = createHmac("sha256", key).update(signed).digest();
  return header("webhook-signature")
    .split(" ")
    .some((entry) => {
      const [version, mac = ""] = entry.split(",");
      const received = Buffer.from(mac, "base64");
      return version === "v1" && received.length === expected.length && timingSafeEqual(received, expected);
    });
}

export type ReceiverAnswer = (request: RecordedRequest, response: ServerResponse<IncomingMessage>) => void;

/** A sales tool's webhook endpoint on 127.0.0.1: it answers as `answer` says and keeps what verified. */
export async function startWebhookReceiver(secret: string, answer: ReceiverAnswer = ok) {
  let current = answer;
  /** Verified requests, repeats included: a receiver would drop a repeat by its webhook-id. */
  const verified: RecordedRequest[] = [];
  let forged = 0;
  let closed: Promise<void> | undefined;
  const server = await startFakeHttpServer((request, response) => {
    if (!verifiedAsThirdParty(secret, request.headers, request.body)) {
      forged += 1;
      response.writeHead(401).end();
      return;
    }
    verified.push(request);
    current(request, response);
  });
  return {
    url: `${server.url}/hooks/leads`,
    server,
    verified,
    forged: () => forged,
    answer(next: ReceiverAnswer) {
      current = next;
    },
    /** Closes once, however often it is called (a test that stops the receiver on purpose, then afterEach). */
    close() {
      closed ??= server.close();
      return closed;
    },
  };
}

/** The receiver took the message. */
export function ok(_request: RecordedRequest, response: ServerResponse<IncomingMessage>): void {
  response.writeHead(204).end();
}
