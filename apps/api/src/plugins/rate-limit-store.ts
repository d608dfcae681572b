import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { AppConfig } from "../config";
import type { Queryable } from "../db/database";

export type RateLimitStoreKind = "memory" | "database";

/** RATE_LIMIT_STORE, else the database when it is a PostgreSQL server that several replicas may share. */
export function rateLimitStoreKind(
  config: Pick<AppConfig, "RATE_LIMIT_STORE" | "DATABASE_URL">,
): RateLimitStoreKind {
  if (config.RATE_LIMIT_STORE !== undefined) return config.RATE_LIMIT_STORE;
  return config.DATABASE_URL?.startsWith("postgres") ? "database" : "memory";
}

// One row per route and client: a window starts at its first request and lasts timeWindow, as in the
// plugin's in-memory store. The upsert is one statement, so replicas counting the same key never lose a hit.
const COUNT_HIT = `
  insert into rate_limits as counter (key, hits, expires_at)
  values ($1, 1, now() + make_interval(secs => $2))
  on conflict (key) do update set
    hits = case when counter.expires_at <= now() then 1 else counter.hits + 1 end,
    expires_at = case when counter.expires_at <= now() then excluded.expires_at else counter.expires_at end
  returning hits, greatest(0, extract(epoch from expires_at - now()) * 1000)::float8 as ttl_ms`;

type Counted = { hits: number; ttl_ms: number };
type StoreCallback = Parameters<FastifyRateLimitStore["incr"]>[1];
type RouteParams = Parameters<FastifyRateLimitStore["child"]>[0];

/**
 * A @fastify/rate-limit store that counts in the database (the `rate_limits` table), so every replica on one
 * PostgreSQL shares each client's count and the clock of the database decides the windows.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The route this child counts for; the plugin constructs the root with its options, which say nothing. */
    private prefix = "";

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      this.count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    private async count(key: string, timeWindow: number) {
      const [row] = await db.query<Counted>(COUNT_HIT, [key, timeWindow / 1000]);
      if (row === undefined) throw new Error("rate limit: the upsert returned no row");
      // A new window for this key is a good moment to forget the windows that have ended. Best effort: a
      // failed clean-up (two replicas deleting the same rows) changes no count, and the next new window retries.
      if (row.hits === 1) await db.query("delete from rate_limits where expires_at <= now()").catch(() => {});
      return { current: row.hits, ttl: Math.round(row.ttl_ms) };
    }

    child(routeOptions: RouteParams) {
      // The plugin passes its merged settings, with the route under routeInfo; each route counts apart, as
      // the in-memory store's per-route children do.
      const { method, url } = (routeOptions as { routeInfo?: Partial<RouteParams> }).routeInfo ?? {};
      const store = new DatabaseRateLimitStore();
      store.prefix = `${[method ?? ""].flat().join(",")} ${url ?? ""}|`;
      return store;
    }
  }
  return DatabaseRateLimitStore;
}
