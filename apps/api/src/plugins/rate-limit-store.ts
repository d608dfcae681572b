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
// counter. Each key's hits of a batch are added by one statement, so replicas counting the same key never lose a hit,
// however many hits a batch carries. A batch names each key once: one statement may not update a row twice.
const COUNT_HITS = `
  insert into rate_limits as counter (key, hits, expires_at)
  select key, hits, now() + make_interval(secs => window_seconds)
  from unnest($1::text[], $2::integer[], $3::float8[]) as batch (key, hits, window_seconds)
  on conflict (key) do update set
    hits = case when counter.expires_at <= now() then excluded.hits else counter.hits + excluded.hits end,
    expires_at = case when counter.expires_at <= now() then excluded.expires_at else counter.expires_at end
  returning key, hits, greatest(0, extract(epoch from expires_at - now()) * 1000)::float8 as ttl_ms`;

type Counted = { key: string; hits: number; ttl_ms: number };

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

interface WaitingHit {
  resolve: (count: WindowCount) => void;
  reject: (error: unknown) => void;
}

/** The hits of one key waiting for the next statement, in the order they came. */
interface PendingKey {
  windowMs: number;
  hits: WaitingHit[];
}

/**
 * Counts in the database (the `rate_limits` table), so every replica on one PostgreSQL shares each client's count and
 * the clock of the database decides the windows. The hits that come in one turn of the event loop are counted by one
 * statement (a burst of requests paid one round trip each before), and each gets its own place in its key's count, in
 * the order they came: as exact as a statement per hit.
 */
export function databaseHitCounter(db: Queryable): HitCounter {
  let pending = new Map<string, PendingKey>();

  async function count(batch: Map<string, PendingKey>): Promise<void> {
    // Sorted by key, so two replicas' statements lock their rows in the same order and cannot deadlock.
    const entries = [...batch].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const rows = await db.query<Counted>(COUNT_HITS, [
      entries.map(([key]) => key),
      entries.map(([, entry]) => entry.hits.length),
      entries.map(([, entry]) => entry.windowMs / 1000),
    ]);
    const counted = new Map(rows.map((row) => [row.key, row]));
    // A new window for a key is a good moment to forget the windows that have ended. Best effort: a failed clean-up
    // (two replicas deleting the same rows) changes no count, and the next new window retries.
    if (rows.some((row) => row.hits === batch.get(row.key)?.hits.length))
      await db.query("delete from rate_limits where expires_at <= now()").catch(() => {});
    for (const [key, entry] of batch) {
      const row = counted.get(key);
      if (row === undefined) {
        const error = new Error("rate limit: the upsert returned no row for a key");
        for (const hit of entry.hits) hit.reject(error);
        continue;
      }
      // This batch's hits are the last of the key's count: the first of them is hits - n + 1.
      const first = row.hits - entry.hits.length + 1;
      const resetInMs = Math.round(row.ttl_ms);
      for (const [index, hit] of entry.hits.entries()) hit.resolve({ hits: first + index, resetInMs });
    }
  }

  return {
    hit(key, windowMs) {
      return new Promise<WindowCount>((resolve, reject) => {
        if (pending.size === 0) {
          // After this turn's other requests have counted theirs (no timer: a lone hit waits one turn).
          setImmediate(() => {
            const batch = pending;
            pending = new Map();
            count(batch).catch((error: unknown) => {
              for (const entry of batch.values()) for (const hit of entry.hits) hit.reject(error);
            });
          });
        }
        let entry = pending.get(key);
        if (entry === undefined) {
          entry = { windowMs, hits: [] };
          pending.set(key, entry);
        }
        entry.hits.push({ resolve, reject });
      });
    },
  };
}
