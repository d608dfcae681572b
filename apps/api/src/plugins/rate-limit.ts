import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import type { Queryable } from "../db/database";
import { databaseRateLimitStore } from "./rate-limit-store";

/** Requests per minute and client IP for each limited route; every other route (webhook, health, docs) is exempt. */
export const RATE_LIMITS_PER_MINUTE: Readonly<Record<string, number>> = {
  "POST /v1/send-email": 10,
  "POST /v1/verify-technology": 30,
  "POST /v1/checkout": 10,
  "GET /v1/checkout/sessions/:id": 10,
};

export const RATE_LIMITED_MESSAGE = "Demasiadas solicitudes. Inténtalo de nuevo en un minuto.";

export interface RateLimitsOptions {
  /** Replaces every route's own limit (RATE_LIMIT_MAX_PER_MINUTE), so browser tests are not throttled. */
  readonly maxPerMinute: number | undefined;
  /** Counts in this database, shared by every replica on it; without it, each process counts in memory. */
  readonly sharedStore?: Queryable | undefined;
}

/**
 * Per-route limits keyed by the client IP, which Fastify reads according to TRUST_PROXY.
 * Register it before the routes: it assigns each route its limit as the route is added.
 */
export const rateLimits = fp<RateLimitsOptions>(
  async (app, { maxPerMinute, sharedStore }) => {
    // Runs before the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const ownLimit = methods
        // The automatic HEAD route runs the GET handler, so it shares the GET limit.
        .map((method) => RATE_LIMITS_PER_MINUTE[`${method === "HEAD" ? "GET" : method} ${route.url}`])
        .find((limit) => limit !== undefined);
      if (ownLimit === undefined) return;
      route.config = { ...route.config, rateLimit: { max: maxPerMinute ?? ownLimit, timeWindow: 60_000 } };
    });
    await app.register(rateLimit, {
      global: false,
      ...(sharedStore === undefined ? {} : { store: databaseRateLimitStore(sharedStore) }),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(RATE_LIMITED_MESSAGE), { statusCode: context.statusCode }),
    });
  },
  { name: "rate-limits" },
);
