import { apiError } from "@nivelia/domain/api";
import type { FastifyInstance, FastifyReply } from "fastify";
import { intendedUnavailable } from "./request-log";

/** What a request that arrives while the server stops is told; a restart or another instance answers it soon. */
export const SHUTTING_DOWN_ERROR = apiError("SHUTTING_DOWN").error;

export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/** Whether the server has started to close: read by the one request hook (see security-headers.ts). */
export interface ShutdownGate {
  readonly closing: boolean;
}

/** A gate that closes when the app starts closing (preClose). */
export function shutdownGate(app: FastifyInstance): ShutdownGate {
  const gate = { closing: false };
  app.addHook("preClose", async () => {
    gate.closing = true;
  });
  return gate;
}

/**
 * The answer to a request that arrives (on a kept-alive connection) once close has started: 503 with the
 * documented error and Retry-After instead of Fastify's own body; requests already running finish normally. The stop
 * is logged once ("shutting down"): these answers are not failures, so their request lines stay at debug.
 */
export function answerShuttingDown(reply: FastifyReply): void {
  void intendedUnavailable(reply)
    .code(503)
    .header("Retry-After", String(SHUTDOWN_RETRY_AFTER_SECONDS))
    .header("Connection", "close")
    .send({ error: SHUTTING_DOWN_ERROR });
}
