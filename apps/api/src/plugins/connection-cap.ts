import type { Socket } from "node:net";
import { apiError } from "@nivelia/domain/api";
import fp from "fastify-plugin";
import { alreadyLogged } from "./request-log";

/** Seconds a refused client is asked to wait before it tries again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** At most `max` open connections (file descriptors): one beyond is answered 503 SERVER_BUSY at its first request. */
export const connectionCap = fp<{ max: number }>(
  async (app, { max }) => {
    let open = 0;
    const refused = new WeakSet<Socket>();
    app.server.on("connection", (socket: Socket) => {
      if (open >= max) {
        refused.add(socket);
        return;
      }
      open += 1;
      socket.once("close", () => {
        open -= 1;
      });
    });
    app.addHook("onRequest", (request, reply, done) => {
      if (!refused.has(request.raw.socket)) return done();
      // Many of these in a burst are no failure of ours: the cap is said by the refusal itself, not one line each.
      void alreadyLogged(reply)
        .code(503)
        .header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS))
        .header("Connection", "close")
        .send(apiError("SERVER_BUSY"));
    });
  },
  { name: "connection-cap" },
);
