import { afterEach, describe, expect, it } from "vitest";
import { LONGEST_RATE_LIMIT_WAIT_MS as LONGEST_RETRY_AFTER_MS } from "../mail/transports/transport";
import { startWebhookReceiver } from "../test/webhook-receiver";
import { deliverWebhook } from "./deliver";

const SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const message = {
  id: "0b9d2c1e-6f4a-4a57-9b1e-3f2a7c9d8e01",
  body: JSON.stringify({ type: "lead.created" }),
};
const options = { timeoutMs: 5000, now: () => NOW };

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
afterEach(() => receiver.close());

function endpoint(url = receiver.url) {
  return { url, secret: SECRET };
}

describe("webhook delivery", () => {
  it("POSTs the JSON with headers a third party verifies, and a 2xx is delivered", async () => {
    receiver = await startWebhookReceiver(SECRET);
    await expect(deliverWebhook(endpoint(), message, options)).resolves.toBeUndefined();
    expect(receiver.forged()).toBe(0);
    const [request] = receiver.verified;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/hooks/leads");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["webhook-id"]).toBe(message.id);
    expect(request?.headers["webhook-timestamp"]).toBe(String(NOW / 1000));
    expect(request?.body).toBe(message.body);
  });

  it.each([
    [400, undefined, undefined],
    [404, undefined, undefined],
    [410, undefined, undefined],
    [500, undefined, undefined],
    [503, "120", 120_000],
    [429, new Date(NOW + 30_000).toUTCString(), 30_000],
    [429, "86400", LONGEST_RETRY_AFTER_MS],
    [302, undefined, undefined],
  ])("an answer %i (Retry-After %s) is retried, waiting %s ms if asked", async (status, retryAfter, wait) => {
    receiver = await startWebhookReceiver(SECRET, (_request, response) => {
      response.writeHead(
        status,
        retryAfter ? { "retry-after": retryAfter, location: "/x" } : { location: "/x" },
      );
      response.end("not now");
    });
    await expect(deliverWebhook(endpoint(), message, options)).rejects.toMatchObject({
      message: `webhook not delivered: HTTP ${status}`,
      retryAfterMs: wait,
    });
    // A redirect is not followed.
    expect(receiver.verified).toHaveLength(1);
  });

  it("a receiver that is down is retried", async () => {
    receiver = await startWebhookReceiver(SECRET);
    const { url } = receiver;
    await receiver.close();
    await expect(deliverWebhook(endpoint(url), message, options)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("an attempt that outlasts its timeout is given up and retried", async () => {
    const timeouts: number[] = [];
    const abort = new AbortController();
    receiver = await startWebhookReceiver(SECRET, () => {
      // The receiver hangs; the timeout fires once the request has arrived.
      abort.abort(new DOMException("The operation timed out.", "TimeoutError"));
    });
    const attempt = deliverWebhook(endpoint(), message, {
      ...options,
      abortAfter: (ms) => {
        timeouts.push(ms);
        return abort.signal;
      },
    });
    await expect(attempt).rejects.toThrow(/TimeoutError/);
    expect(timeouts).toEqual([5000]);
  });
});
