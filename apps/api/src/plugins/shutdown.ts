import { apiError } from "@nivelia/domain/api";
import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { alreadyLogged } from "./request-log";

/** What a request that arrives while the server stops is told; a restart or another instance answers it soon. */
export const SHUTTING_DOWN_ERROR = apiError("SHUTTING_DOWN").error;

export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/** How often, while the app closes, connections that have become idle are closed. */
const IDLE_SWEEP_MS = 50;

/**
 * From preClose on, new requests get the shutdown answer and idle connections are closed every IDLE_SWEEP_MS: Fastify
 * closes idle ones once, and a kept-alive connection that went idle later held the stop until the grace ran out.
 */
export const shutdown = fp(
  async (app) => {
    let closing = false;
    let sweep: NodeJS.Timeout | undefined;
    app.addHook("onRequest", (_request, reply, done) => {
      if (closing) return answerShuttingDown(reply);
      done();
    });
    app.addHook("preClose", async () => {
      closing = true;
      sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
    });
    // onClose runs once the server has closed (every connection ended), or at once for an app that never listened.
    app.addHook("onClose", async () => {
      clearInterval(sweep);
    });
  },
  { name: "shutdown" },
);

/** 503 with the documented error and Retry-After; no failure, so its request line stays at debug. */
function answerShuttingDown(reply: FastifyReply): void {
  void alreadyLogged(reply)
    .code(503)
    .header("Retry-After", String(SHUTDOWN_RETRY_AFTER_SECONDS))
    .header("Connection", "close")
    .send({ error: SHUTTING_DOWN_ERROR });
}
