import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeResendRequest {
  idempotencyKey: string | null;
  authorization: string | null;
  body: Record<string, unknown>;
  status: number;
}

export interface FakeResend {
  url: string;
  /** Every POST /emails, failed ones included. */
  requests: FakeResendRequest[];
  /** Accepted sends per Idempotency-Key: more than 1 means an e-mail was delivered twice. */
  acceptedByKey(): Map<string, number>;
  /** Resolves once `count` different e-mails have been accepted: a signal to wait for instead of a sleep. */
  whenAccepted(count: number): Promise<void>;
  /** Answer the next `count` sends with a 500. */
  failNext(count: number): void;
  /** Answer every send with a 500 until set back to false. */
  setDown(down: boolean): void;
  /** Time out: take every send and never answer until set back to false (then the held connections drop). */
  setHanging(hanging: boolean): void;
  /** Called for each send held in hanging mode: the signal that the client is now waiting in vain. */
  onHang(listener: () => void): void;
  /** Resend's rate limit, on the clock given (null: none, as at first). */
  setRateLimit(limit: FakeRateLimit | null): void;
  close(): Promise<void>;
}

/**
 * As Resend paces a team: at most `perWindow` sends accepted in each window of `windowMs` on `clock`; beyond, a 429
 * `rate_limit_exceeded` with `retry-after`. Every answer carries the `ratelimit-*` headers (whole seconds), unless
 * `headersOnSuccess` is false: then only the 429s do, and a client that paces itself by them cannot.
 */
export interface FakeRateLimit {
  perWindow: number;
  windowMs: number;
  clock: () => number;
  headersOnSuccess?: boolean;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** A local stand-in for Resend's POST /emails, as the real SDK calls it. */
export async function startFakeResend(): Promise<FakeResend> {
  const requests: FakeResendRequest[] = [];
  /** Sends answered 200, by idempotency key: how many times each e-mail was accepted, over `requests[0, counted)`. */
  const accepted = new Map<string, number>();
  let counted = 0;
  let lastCounted: FakeResendRequest | undefined;
  const waiters: { count: number; resolve: () => void }[] = [];
  let failures = 0;
  let down = false;
  let hanging = false;
  const held = new Set<ServerResponse>();
  const hangListeners: (() => void)[] = [];
  let rateLimit: FakeRateLimit | null = null;
  let windowStart = Number.NEGATIVE_INFINITY;
  let acceptedInWindow = 0;
  /** The rate limit's verdict on a send now, and the headers of its answer. */
  function pace(): { limited: boolean; headers: Record<string, string> } {
    if (rateLimit === null) return { limited: false, headers: {} };
    const now = rateLimit.clock();
    const start = Math.floor(now / rateLimit.windowMs) * rateLimit.windowMs;
    if (start !== windowStart) {
      windowStart = start;
      acceptedInWindow = 0;
    }
    const limited = acceptedInWindow >= rateLimit.perWindow;
    if (!limited) acceptedInWindow += 1;
    const reset = String(Math.ceil((start + rateLimit.windowMs - now) / 1000));
    const headers = {
      "ratelimit-limit": String(rateLimit.perWindow),
      "ratelimit-remaining": String(rateLimit.perWindow - acceptedInWindow),
      "ratelimit-reset": reset,
    };
    if (limited) return { limited, headers: { ...headers, "retry-after": reset } };
    return { limited, headers: rateLimit.headersOnSuccess === false ? {} : headers };
  }
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/emails") {
      response.writeHead(404, { "content-type": "application/json" }).end('{"name":"not_found"}');
      return;
    }
    const body = await readJson(request);
    if (hanging) {
      // Taken, never processed, never answered.
      held.add(response);
      response.once("close", () => held.delete(response));
      for (const listener of hangListeners) listener();
      return;
    }
    const failing = down || failures > 0;
    if (failures > 0) failures -= 1;
    const paced = failing ? { limited: false, headers: {} } : pace();
    const status = failing ? 500 : paced.limited ? 429 : 200;
    requests.push({
      idempotencyKey: request.headers["idempotency-key"]?.toString() ?? null,
      authorization: request.headers.authorization ?? null,
      body,
      status,
    });
    const acceptedCount = countAccepted().size;
    for (const waiter of waiters.filter((entry) => entry.count <= acceptedCount)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    response.writeHead(status, { "content-type": "application/json", ...paced.headers });
    response.end(
      failing
        ? JSON.stringify({ name: "internal_server_error", message: "fake outage", statusCode: 500 })
        : paced.limited
          ? JSON.stringify({
              name: "rate_limit_exceeded",
              message: `Too many requests. You can only make ${rateLimit?.perWindow} requests per second.`,
              statusCode: 429,
            })
          : JSON.stringify({ id: `fake-${requests.length}` }),
    );
  });
  // Counts only the requests added since the last count (from scratch when a test has emptied `requests`): counting
  // them all for each request made the fake slower than the API it measures (65 sends a second with 100 000 behind).
  function countAccepted(): Map<string, number> {
    if (counted > 0 && requests[counted - 1] !== lastCounted) {
      accepted.clear();
      counted = 0;
    }
    for (; counted < requests.length; counted += 1) {
      const entry = requests[counted] as FakeResendRequest;
      lastCounted = entry;
      if (entry.status !== 200 || entry.idempotencyKey === null) continue;
      accepted.set(entry.idempotencyKey, (accepted.get(entry.idempotencyKey) ?? 0) + 1);
    }
    return accepted;
  }
  function acceptedByKey() {
    return new Map(countAccepted());
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    acceptedByKey,
    whenAccepted(count) {
      if (countAccepted().size >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    failNext(count) {
      failures = count;
    },
    setDown(value) {
      down = value;
    },
    setHanging(value) {
      hanging = value;
      if (!value) for (const response of held) response.destroy();
    },
    onHang(listener) {
      hangListeners.push(listener);
    },
    setRateLimit(limit) {
      rateLimit = limit;
      windowStart = Number.NEGATIVE_INFINITY;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
