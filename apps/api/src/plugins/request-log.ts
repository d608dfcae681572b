import fp from "fastify-plugin";

/** A request slower than this is logged at warn whatever the level. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, without its query string: at error for a 5xx, at warn when slow, else at debug. Logging
 * every request at info halved the throughput of the cheap routes, and nothing reads those lines in production.
 */
export const requestLog = fp(
  async (app) => {
    const verbose = app.log.level === "debug" || app.log.level === "trace";
    app.addHook("onResponse", (request, reply, done) => {
      const status = reply.statusCode;
      const ms = reply.elapsedTime;
      const slow = ms > SLOW_REQUEST_MS;
      if (status < 500 && !slow && !verbose) return done();
      const path = request.url.split("?", 1)[0];
      const line = { method: request.method, path, statusCode: status, ms: Math.round(ms) };
      if (status >= 500) request.log.error(line, "request failed");
      else if (slow) request.log.warn(line, "slow request");
      else request.log.debug(line, "request completed");
      done();
    });
  },
  { name: "request-log" },
);
