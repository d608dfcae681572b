import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";

/** A request slower than this is logged at warn whatever the level. */
export const SLOW_REQUEST_MS = 1000;

declare module "fastify" {
  interface FastifyReply {
    /** A 5xx whose cause is already in the log (see alreadyLogged): its request line is written at debug. */
    explained: boolean;
  }
}

/** A request URL without its query string: what log lines name, and what the site's pages are looked up by. */
export function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** Marks a 5xx whose cause is logged already: its request line goes to debug, so callers cannot fill the logs. */
export function alreadyLogged(reply: FastifyReply): FastifyReply {
  reply.explained = true;
  return reply;
}

/** One line per request, without its query: error for an unexplained 5xx, warn when slow, else debug (cheap). */
export const requestLog = fp(
  async (app) => {
    app.decorateReply("explained", false);
    app.addHook("onResponse", (request, reply, done) => {
      const { statusCode, elapsedTime } = reply;
      const line = {
        method: request.method,
        path: pathOf(request.url),
        statusCode,
        ms: Math.round(elapsedTime),
      };
      if (statusCode >= 500 && !reply.explained) request.log.error(line, "request failed");
      else if (elapsedTime > SLOW_REQUEST_MS) request.log.warn(line, "slow request");
      else request.log.debug(line, "request completed");
      done();
    });
  },
  { name: "request-log" },
);
