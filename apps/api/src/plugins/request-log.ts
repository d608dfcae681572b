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

/**
 * Marks a 5xx whose cause is already in the log, so that its request line is written at debug, not error:
 * - one the server gives on purpose and explained once (a feature that is not configured, a shutdown under way).
 *   Anyone may call for such an answer as often as they like, so an error line per call would let them fill the logs
 *   and wake whoever reads them;
 * - one whose cause the error handler has just logged with the request's method and path (the storage unreachable at
 *   warn, an unexpected error at error). Before, that line and an error-level "request failed" after it doubled
 *   every failed request's lines, and every readiness probe's during an outage.
 */
export function alreadyLogged(reply: FastifyReply): FastifyReply {
  reply.explained = true;
  return reply;
}

/** A request's log line: its method, its path without the query string, its status and how long it took. */
export function requestLine(method: string, url: string, statusCode: number, ms: number) {
  return { method, path: pathOf(url), statusCode, ms: Math.round(ms) };
}

/** Whether the log level asks for a line for every request (debug and below), not only failed and slow ones. */
export function logsEveryRequest(level: string): boolean {
  return level === "debug" || level === "trace";
}

/**
 * One line per request, without its query string: at error for a 5xx (unless explained), at warn when slow, else at
 * debug. Logging every request at info halved the throughput of the cheap routes, and nothing reads those lines in
 * production.
 */
export const requestLog = fp(
  async (app) => {
    const verbose = logsEveryRequest(app.log.level);
    app.decorateReply("explained", false);
    app.addHook("onResponse", (request, reply, done) => {
      const status = reply.statusCode;
      const ms = reply.elapsedTime;
      const slow = ms > SLOW_REQUEST_MS;
      const failed = status >= 500 && !reply.explained;
      if (!failed && !slow && !verbose) return done();
      const line = requestLine(request.method, request.url, status, ms);
      if (failed) request.log.error(line, "request failed");
      else if (slow) request.log.warn(line, "slow request");
      else request.log.debug(line, "request completed");
      done();
    });
  },
  { name: "request-log" },
);
