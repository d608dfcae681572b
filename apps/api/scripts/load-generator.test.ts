import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `patches/autocannon@9.0.0.patch` makes the bench's load generator read each plain TCP connection into one buffer of
// its own, reused by every read, and keep a body only when something reads it. These tests hold it to what the bench
// relies on: every answer and byte counted, and a body that spans several reads into that buffer kept whole.

/** Each answer is one letter repeated (the next letter for the next request), over several 64 KB reads. */
const BODY_BYTES = 200 * 1024;
const REQUESTS = 12;

describe("the bench's load generator (patched autocannon)", () => {
  let server: Server;
  let url: string;
  let answered = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      const body = Buffer.alloc(BODY_BYTES, 65 + (answered % 26));
      answered += 1;
      response.writeHead(200, { "content-type": "text/plain", "content-length": String(body.length) });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("keeps each body whole when a reader asks for it, although its reads share one buffer", async () => {
    answered = 0;
    const bodies: string[] = [];
    const result = await autocannon({
      url,
      connections: 1,
      amount: REQUESTS,
      requests: [{ method: "GET", path: "/", onResponse: (_status, body) => bodies.push(body) }],
    });
    expect(result.errors).toBe(0);
    expect(bodies).toHaveLength(REQUESTS);
    bodies.forEach((body, index) => {
      expect(body).toHaveLength(BODY_BYTES);
      expect(body).toBe(String.fromCharCode(65 + (index % 26)).repeat(BODY_BYTES));
    });
  });

  it("counts every byte and answer when nothing reads the bodies", async () => {
    answered = 0;
    const result = await autocannon({ url, connections: 2, amount: REQUESTS });
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result["2xx"]).toBe(REQUESTS);
    expect(result.throughput.total).toBeGreaterThan(REQUESTS * BODY_BYTES);
  });
});
