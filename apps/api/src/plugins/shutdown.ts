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
 * From the moment close starts (preClose), new requests get the shutdown answer, and every connection that is idle is
 * closed every IDLE_SWEEP_MS until the server has closed: Fastify closes the idle ones once, when close starts, but a
 * connection whose request was still running becomes idle afterwards, and a client that keeps it alive (every
 * browser, every HTTP client's pool) then held the stop until the 10 s grace ran out and the process was killed.
 * Register it after the security headers, so that its answer carries them.
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

/**
 * The answer to a request that arrives (on a kept-alive connection) once close has started: 503 with the
 * documented error and Retry-After instead of Fastify's own body; requests already running finish normally. The stop
 * is logged once ("shutting down"): these answers are not failures, so their request lines stay at debug.
 */
function answerShuttingDown(reply: FastifyReply): void {
  void alreadyLogged(reply)
    .code(503)
    .header("Retry-After", String(SHUTDOWN_RETRY_AFTER_SECONDS))
    .header("Connection", "close")
    .send({ error: SHUTTING_DOWN_ERROR });
}
