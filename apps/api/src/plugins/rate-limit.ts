import rateLimit from "@fastify/rate-limit";
import { API_ERRORS } from "@nivelia/domain/api";
import fp from "fastify-plugin";
import type { Queryable } from "../db/database";
import { databaseRateLimitStore } from "./rate-limit-store";

export const RATE_LIMITED_MESSAGE = API_ERRORS.RATE_LIMITED.message;

export interface RateLimitsOptions {
  /** Replaces every route's own limit (RATE_LIMIT_MAX_PER_MINUTE), so browser tests are not throttled. */
  readonly maxPerMinute: number | undefined;
  /** Counts in this database, shared by every replica on it; without it, each process counts in memory. */
  readonly sharedStore?: Queryable | undefined;
}

/**
 * Per-route limits keyed by the client IP, which Fastify reads according to TRUST_PROXY. Each route declares its
 * own in `config.rateLimitPerMinute` (from the API contract); routes without one (webhook, health, docs) are exempt.
 * Register it before the routes: it assigns each route its limit as the route is added.
 */
export const rateLimits = fp<RateLimitsOptions>(
  async (app, { maxPerMinute, sharedStore }) => {
    // Runs before the rate-limit plugin's own onRoute hook, which reads `config.rateLimit`.
    app.addHook("onRoute", (route) => {
      // The automatic HEAD route copies the GET route's config, so it shares the GET limit.
      const ownLimit = route.config?.rateLimitPerMinute;
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
