import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Queryable } from "../db/database";

// One row per route and client, its window from its first request; one statement per hit, so replicas lose none.
const COUNT_HIT = `
  insert into rate_limits as counter (key, hits, expires_at)
  values ($1, 1, now() + make_interval(secs => $2))
  on conflict (key) do update set
    hits = case when counter.expires_at <= now() then 1 else counter.hits + 1 end,
    expires_at = case when counter.expires_at <= now() then excluded.expires_at else counter.expires_at end
  returning hits, greatest(0, extract(epoch from expires_at - now()) * 1000)::float8 as ttl_ms`;

type Counted = { hits: number; ttl_ms: number };

type IncrCallback = Parameters<FastifyRateLimitStore["incr"]>[1];
type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0];

/** The route a child counts: the plugin passes its options under `routeInfo` (as its own RedisStore reads them). */
function routeOf(options: ChildOptions): { method: string | string[]; url: string } {
  return (options as unknown as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
}

/** @fastify/rate-limit's store on `rate_limits`, shared by replicas; a class because the plugin calls `new Store()`. */
export function databaseRateLimitStore(db: Queryable) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = "") {
      this.#prefix = prefix;
    }

    incr(key: string, callback: IncrCallback, timeWindowMs: number): void {
      countHit(db, `${this.#prefix}${key}`, timeWindowMs).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(options: ChildOptions): DatabaseRateLimitStore {
      const route = routeOf(options);
      return new DatabaseRateLimitStore(undefined, `${[route.method].flat().join(",")} ${route.url}|`);
    }
  };
}

async function countHit(db: Queryable, key: string, timeWindowMs: number) {
  const [row] = await db.query<Counted>(COUNT_HIT, [key, timeWindowMs / 1000]);
  if (row === undefined) throw new Error("rate limit: the upsert returned no row");
  // A new window clears ended ones; best effort, as a failed clean-up changes no count.
  if (row.hits === 1) await db.query("delete from rate_limits where expires_at <= now()").catch(() => {});
  return { current: row.hits, ttl: Math.round(row.ttl_ms) };
}
