import { apiError } from "@nivelia/domain/api";
import fp from "fastify-plugin";

/** What a request that arrives while the server stops is told; a restart or another instance answers it soon. */
export const SHUTTING_DOWN_ERROR = apiError("SHUTTING_DOWN").error;

export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/**
 * From the moment close starts, new requests (on kept-alive connections) answer 503 with the documented error and
 * Retry-After, instead of Fastify's own body; requests already running finish normally.
 */
export const shutdown = fp(
  async (app) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    app.addHook("onRequest", (_request, reply, done) => {
      if (!closing) return done();
      void reply
        .code(503)
        .header("Retry-After", String(SHUTDOWN_RETRY_AFTER_SECONDS))
        .header("Connection", "close")
        .send({ error: SHUTTING_DOWN_ERROR });
    });
  },
  { name: "shutdown" },
);
