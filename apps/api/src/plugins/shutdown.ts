import { apiError } from "@nivelia/domain/api";
import type { FastifyInstance, FastifyReply } from "fastify";
import { alreadyLogged } from "./request-log";

/** What a request that arrives while the server stops is told; a restart or another instance answers it soon. */
export const SHUTTING_DOWN_ERROR = apiError("SHUTTING_DOWN").error;

export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/** Whether the server has started to close: read by the one request hook (see security-headers.ts). */
export interface ShutdownGate {
  readonly closing: boolean;
}

/** How often, while the app closes, connections that have become idle are closed. */
const IDLE_SWEEP_MS = 50;

const gates = new WeakMap<FastifyInstance["server"], ShutdownGate>();

/**
 * A gate that closes when the app starts closing (preClose). From then on, every connection that is idle is closed
 * every IDLE_SWEEP_MS until the server has closed: Fastify closes the idle ones once, when close starts, but a
 * connection whose request was still running becomes idle afterwards, and a client that keeps it alive (every
 * browser, every HTTP client's pool) then held the stop until the 10 s grace ran out and the process was killed.
 */
export function shutdownGate(app: FastifyInstance): ShutdownGate {
  // One gate per server: the security headers' hook and the site's answers before routing read the same one.
  const existing = gates.get(app.server);
  if (existing !== undefined) return existing;
  const gate = { closing: false };
  gates.set(app.server, gate);
  let sweep: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    gate.closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
  });
  // onClose runs once the server has closed (every connection ended), or at once for an app that never listened.
  app.addHook("onClose", async () => {
    clearInterval(sweep);
  });
  return gate;
}

/**
 * The answer to a request that arrives (on a kept-alive connection) once close has started: 503 with the
 * documented error and Retry-After instead of Fastify's own body; requests already running finish normally. The stop
 * is logged once ("shutting down"): these answers are not failures, so their request lines stay at debug.
 */
export function answerShuttingDown(reply: FastifyReply): void {
  void alreadyLogged(reply)
    .code(503)
    .header("Retry-After", String(SHUTDOWN_RETRY_AFTER_SECONDS))
    .header("Connection", "close")
    .send({ error: SHUTTING_DOWN_ERROR });
}
