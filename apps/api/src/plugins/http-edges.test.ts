import { type AddressInfo, connect, type Socket } from "node:net";
import { API_ERRORS } from "@nivelia/domain/api";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";
import { contactLead } from "../test/leads";
import { buildLoggedTestApp } from "../test/logged-app";
import { rawAnswer } from "../test/raw-answer";
import { signal } from "../test/signal";
import { SHUTDOWN_RETRY_AFTER_SECONDS, SHUTTING_DOWN_ERROR } from "./shutdown";

describe("answers outside the routes carry the documented error and the security headers", () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({ SERVE_WEB: "true" });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it("GET /% is a 400 with the full security headers", async () => {
    const answer = await rawAnswer(port, "/%");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString("utf8"))).toEqual({
      error: { code: "BAD_REQUEST", message: API_ERRORS.BAD_REQUEST.message },
    });
    expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("a URL longer than Node accepts is a 431 with a JSON body and the security headers", async () => {
    const answer = await rawAnswer(port, `/${"a".repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body.toString("utf8"))).toMatchObject({ error: { code: "HEADERS_TOO_LARGE" } });
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
  });
});

/**
 * Makes the app's submissions wait in storage until `release` is called; `running` resolves when one has started.
 * A submission held so keeps its connection open and close() waiting.
 */
function holdSubmissions(app: App): { running: Promise<void>; release: () => void } {
  const { fired: held, fire: release } = signal();
  const { fired: running, fire: started } = signal();
  const store = app.storeLead;
  app.storeLead = async (submission) => {
    started();
    await held;
    return store(submission);
  };
  return { running, release };
}

describe("shutdown", { timeout: 120_000 }, () => {
  it.each([
    ["GET /v1/health", "false"],
    ["GET /", "true"],
  ])(
    "answers %s when it arrives during close with 503, the documented error and Retry-After",
    async (request, site) => {
      const { app, logs } = await buildLoggedTestApp({ SERVE_WEB: site });
      const { running, release } = holdSubmissions(app);
      // The signal that the second request has reached the server: its bytes on the server's side of the socket.
      const secondArrived = new Promise<void>((resolve) => {
        app.server.on("connection", (serverSide: Socket) => {
          let seen = "";
          serverSide.on("data", (chunk: Buffer) => {
            seen += chunk.toString("latin1");
            if (seen.includes(`${request} HTTP/1.1`)) resolve();
          });
        });
      });
      await app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const socket = connect(port, "127.0.0.1");
      const received: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => received.push(chunk));
      const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      const lead = JSON.stringify(contactLead());
      socket.write(
        `POST /v1/send-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(lead)}\r\n\r\n${lead}`,
      );
      await running;
      const closing = app.close();
      // The next request on the kept-alive connection arrives while the server closes.
      socket.write(`${request} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      // Released once the second request has been answered (it is queued behind the first on the socket).
      await vi.waitFor(() => expect(app.server.listening).toBe(false), { timeout: 10_000 });
      await secondArrived;
      release();
      await Promise.all([closing, ended]);
      const text = Buffer.concat(received).toString("utf8");
      const second = text.slice(text.indexOf("HTTP/1.1", 1));
      expect(text.startsWith("HTTP/1.1 200")).toBe(true);
      expect(second.startsWith("HTTP/1.1 503")).toBe(true);
      expect(second.toLowerCase()).toContain(`retry-after: ${SHUTDOWN_RETRY_AFTER_SECONDS}`);
      expect(second.toLowerCase()).toContain("x-content-type-options: nosniff");
      expect(JSON.parse(second.slice(second.indexOf("\r\n\r\n") + 4))).toEqual({
        error: SHUTTING_DOWN_ERROR,
      });
      // A deploy's stop is not a failure: no error line for the answers it gives (the stop itself is said once).
      expect(logs.lines.filter((line) => line.statusCode === 503)).toEqual([]);
    },
  );

  it("closes a connection the client keeps alive once its running request is answered, so the stop does not wait", {
    timeout: 30_000,
  }, async () => {
    const app = await buildTestApp({ SERVE_WEB: "false" });
    const { running, release } = holdSubmissions(app);
    await app.listen({ host: "127.0.0.1", port: 0 });
    // No keep-alive timeout: without the sweep, the connection would stay open, and the stop wait, for ever (in
    // production the 10 s grace then killed the process, cutting its last requests short).
    app.server.keepAliveTimeout = 0;
    const { port } = app.server.address() as AddressInfo;
    // A client that keeps its connection alive after the answer and never ends it, as browsers and HTTP pools do.
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    const closedByServer = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    const lead = JSON.stringify(contactLead({ message: "Enviado justo antes del despliegue" }));
    socket.write(
      `POST /v1/send-email HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(lead)}\r\n\r\n${lead}`,
    );
    await running;
    // Close starts while the request runs, and the server stops listening (closing the connections idle then)
    // before the request is answered: its connection becomes idle only afterwards.
    const closing = app.close();
    await vi.waitFor(() => expect(app.server.listening).toBe(false), { timeout: 10_000 });
    release();
    // Before, the server left the connection open once answered and close() waited for the client to end it.
    await closedByServer;
    await closing;
    const answer = Buffer.concat(received).toString("utf8");
    expect(answer.startsWith("HTTP/1.1 200")).toBe(true);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toMatchObject({ success: true });
  });
});

describe("TRUST_PROXY", { timeout: 120_000 }, () => {
  const checkout = (app: App, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: "POST",
      url: "/v1/checkout",
      payload: { packageId: "pack-1" },
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("with a hop count, a client cannot change its identity by sending X-Forwarded-For", async () => {
    const app = await buildTestApp({ SERVE_WEB: "false", RATE_LIMIT_MAX_PER_MINUTE: "3", TRUST_PROXY: "1" });
    // The proxy appends the address it saw; whatever the client wrote before it is not trusted.
    for (let call = 1; call <= 3; call += 1) {
      expect((await checkout(app, "10.0.0.2", `198.51.100.${call}, 203.0.113.40`)).statusCode).toBe(409);
    }
    expect((await checkout(app, "10.0.0.2", "198.51.100.99, 203.0.113.40")).statusCode).toBe(429);
    expect((await checkout(app, "10.0.0.2", "203.0.113.41")).statusCode).toBe(409);
    await app.close();
  });

  it("warns at start-up when TRUST_PROXY=true lets every client pick its address", async () => {
    const { app, logs } = await buildLoggedTestApp({ SERVE_WEB: "false", TRUST_PROXY: "true" }, "warn");
    expect(
      logs.lines.some((line) => line.level === 40 && String(line.msg).includes("TRUST_PROXY=true")),
    ).toBe(true);
    await app.close();
    const quiet = await buildLoggedTestApp({ SERVE_WEB: "false", TRUST_PROXY: "10.0.0.2" }, "warn");
    expect(quiet.logs.text()).not.toContain("TRUST_PROXY");
    await quiet.app.close();
  });
});

/** A raw connection, with what the server sent on it and a promise of its end (by either side). */
async function heldConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  // The server may reset a connection it cuts off while bytes are still arriving: an end like any other here.
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, closed, text: () => Buffer.concat(received).toString("utf8") };
}

describe("slow clients and too many connections", { timeout: 120_000 }, () => {
  it("cuts off hundreds of trickled bodies and headers with 408 while visitors are served", async () => {
    // The production limits (30 s, 10 s) made small, so the test does not wait for them.
    const app = await buildTestApp({ REQUEST_TIMEOUT_MS: "1500", HEADERS_TIMEOUT_MS: "700" });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const lead = JSON.stringify(contactLead());
    const slowBodies = await Promise.all(Array.from({ length: 250 }, () => heldConnection(port)));
    const slowHeaders = await Promise.all(Array.from({ length: 50 }, () => heldConnection(port)));
    for (const { socket } of slowBodies)
      socket.write(
        `POST /v1/send-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(lead)}\r\n\r\n{`,
      );
    for (const { socket } of slowHeaders) socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    // One more byte on every connection at each tick, as a client that never finishes would send.
    const drip = setInterval(() => {
      for (const { socket } of slowBodies) if (!socket.destroyed) socket.write(" ");
      for (const { socket } of slowHeaders) if (!socket.destroyed) socket.write("X-Lento: 1\r\n");
    }, 100);
    try {
      // Visitors meanwhile: pages and the API answer as usual.
      for (let visit = 0; visit < 10; visit += 1) {
        expect((await rawAnswer(port, "/")).status).toBe(200);
        expect((await rawAnswer(port, "/v1/health")).status).toBe(200);
      }
      // Every slow connection is closed by the server, though its client keeps sending (without the timeouts it
      // stayed open for ever, and this waited until the test's own timeout).
      await Promise.all([...slowBodies, ...slowHeaders].map(({ closed }) => closed));
    } finally {
      clearInterval(drip);
    }
    const answers = [...slowBodies, ...slowHeaders].map(({ text }) => text());
    // A cut-off client is told why (408), unless its next bytes crossed the close and reset the connection first.
    expect(answers.some((text) => text.startsWith("HTTP/1.1 408"))).toBe(true);
    for (const text of answers.filter((answer) => answer !== ""))
      expect(text.startsWith("HTTP/1.1 408"), text.slice(0, 40)).toBe(true);
    // No lead was stored from a body that never arrived.
    expect(await app.db.query("select id from submissions")).toEqual([]);
    await app.close();
  });

  it("answers a connection beyond MAX_CONNECTIONS 503 SERVER_BUSY with Retry-After, and serves again once below", async () => {
    const app = await buildTestApp({ SERVE_WEB: "false", MAX_CONNECTIONS: "5" });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const held = await Promise.all(Array.from({ length: 5 }, () => heldConnection(port)));
    const refused = await rawAnswer(port, "/v1/health");
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.headers.connection).toBe("close");
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(refused.body.toString("utf8"))).toMatchObject({ error: { code: "SERVER_BUSY" } });
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    await vi.waitFor(async () => expect((await rawAnswer(port, "/v1/health")).status).toBe(200));
    await app.close();
  });
});
