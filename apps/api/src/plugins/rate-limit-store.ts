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

// One row per route and client: a window starts at its first request and lasts the window, as in the memory
// counter. The upsert is one statement, so replicas counting the same key never lose a hit.
const COUNT_HIT = `
  insert into rate_limits as counter (key, hits, expires_at)
  values ($1, 1, now() + make_interval(secs => $2))
  on conflict (key) do update set
    hits = case when counter.expires_at <= now() then 1 else counter.hits + 1 end,
    expires_at = case when counter.expires_at <= now() then excluded.expires_at else counter.expires_at end
  returning hits, greatest(0, extract(epoch from expires_at - now()) * 1000)::float8 as ttl_ms`;

type Counted = { hits: number; ttl_ms: number };

/** A client's hits on one route in the current window, and how long until that window ends. */
export interface WindowCount {
  readonly hits: number;
  readonly resetInMs: number;
}

/**
 * Counts a hit on `key` (route and client) in its window, which starts at the key's first hit and lasts `windowMs`.
 * The memory counter answers at once, so a limited route costs no promise; the database answers later.
 */
export interface HitCounter {
  hit(key: string, windowMs: number): WindowCount | Promise<WindowCount>;
}

/** Most keys the memory counter holds; beyond it, ended windows are forgotten, then the oldest live one. */
export const MEMORY_COUNTER_MAX_KEYS = 50_000;

/** Counts in this process. The map keeps its keys in the order their windows began, so the oldest come first. */
export function memoryHitCounter(
  clock: () => number = Date.now,
  maxKeys = MEMORY_COUNTER_MAX_KEYS,
): HitCounter {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  function makeRoom(now: number) {
    // Ended windows first: every window lasts the same minute, so they are the ones at the front.
    for (const [key, window] of windows) {
      if (window.endsAt > now) break;
      windows.delete(key);
    }
    // Still full (a flood of addresses): the oldest running window is forgotten, and its client counts anew.
    if (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (oldest.done !== true) windows.delete(oldest.value);
    }
  }
  return {
    hit(key, windowMs) {
      const now = clock();
      let window = windows.get(key);
      if (window === undefined || window.endsAt <= now) {
        // A new window goes to the end of the map, where the newest windows are.
        windows.delete(key);
        if (windows.size >= maxKeys) makeRoom(now);
        window = { hits: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      return { hits: window.hits, resetInMs: window.endsAt - now };
    },
  };
}

/**
 * Counts in the database (the `rate_limits` table), so every replica on one PostgreSQL shares each client's count and
 * the clock of the database decides the windows.
 */
export function databaseHitCounter(db: Queryable): HitCounter {
  return {
    async hit(key, windowMs) {
      const [row] = await db.query<Counted>(COUNT_HIT, [key, windowMs / 1000]);
      if (row === undefined) throw new Error("rate limit: the upsert returned no row");
      // A new window for this key is a good moment to forget the windows that have ended. Best effort: a
      // failed clean-up (two replicas deleting the same rows) changes no count, and the next new window retries.
      if (row.hits === 1) await db.query("delete from rate_limits where expires_at <= now()").catch(() => {});
      return { hits: row.hits, resetInMs: Math.round(row.ttl_ms) };
    },
  };
}
