import { isIPv6 } from "node:net";
import { API_ERRORS } from "@nivelia/domain/api";
import type { FastifyReply, HookHandlerDoneFunction, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Queryable } from "../db/database";
import { databaseHitCounter, type HitCounter, memoryHitCounter, type WindowCount } from "./rate-limit-store";

export const RATE_LIMITED_MESSAGE = API_ERRORS.RATE_LIMITED.message;

/** Every limit counts requests per minute. */
const WINDOW_MS = 60_000;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Requests per minute and client, from the contract; RATE_LIMIT_MAX_PER_MINUTE replaces it. */
    rateLimitPerMinute?: number;
    /** A limit RATE_LIMIT_MAX_PER_MINUTE leaves alone: the webhook's, which Stripe's retries must not exceed. */
    fixedRateLimitPerMinute?: number;
  }
}

export interface RateLimitsOptions {
  /** Replaces every route's own limit (RATE_LIMIT_MAX_PER_MINUTE), so browser tests are not throttled. */
  readonly maxPerMinute: number | undefined;
  /** Counts in this database, shared by every replica on it; without it, each process counts in memory. */
  readonly sharedStore?: Queryable | undefined;
  /** The memory counter's clock (milliseconds since the epoch), for tests that end a window. */
  readonly clock?: () => number;
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail becomes the last two). */
function ipv6Groups(ip: string): number[] {
  let address = ip.split("%", 1)[0] ?? ip;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (ipv4Tail !== null) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const [head = "", tail] = address.split("::");
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
}

/**
 * Whom a request counts for: its IPv4 address, or the /64 network of its IPv6 address, since a single client
 * usually holds a whole /64 and could otherwise change address at every request.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The answer to a counted request: the limit's headers, and the documented 429 with Retry-After beyond it. */
function settle(count: WindowCount, max: number, reply: FastifyReply, done: HookHandlerDoneFunction) {
  const resetSeconds = Math.max(0, Math.ceil(count.resetInMs / 1000));
  reply.header("x-ratelimit-limit", max);
  reply.header("x-ratelimit-remaining", Math.max(0, max - count.hits));
  reply.header("x-ratelimit-reset", resetSeconds);
  if (count.hits <= max) return done();
  reply.header("retry-after", resetSeconds);
  // The error handler turns it into the documented RATE_LIMITED answer.
  done(Object.assign(new Error(RATE_LIMITED_MESSAGE), { statusCode: 429 }));
}

/**
 * The hook of one limited route. A callback hook that finishes at once when the counter does (memory): the
 * @fastify/rate-limit plugin this replaces cost a fifth of a cheap route's throughput in promises alone.
 */
function limitHook(counter: HitCounter, route: string, max: number): onRequestHookHandler {
  return (request, reply, done) => {
    const count = counter.hit(`${route}|${clientKey(request.ip)}`, WINDOW_MS);
    if (count instanceof Promise) {
      // A storage failure goes to the error handler like any other (503 when the database is down).
      count.then((counted) => settle(counted, max, reply, done), done);
    } else {
      settle(count, max, reply, done);
    }
  };
}

/**
 * Per-route limits keyed by the client IP, which Fastify reads according to TRUST_PROXY. Each route declares its
 * own in `config.rateLimitPerMinute` (from the API contract); routes without one (health, docs) are exempt.
 * Register it before the routes: it gives each route its hook as the route is added.
 */
export const rateLimits = fp<RateLimitsOptions>(
  async (app, { maxPerMinute, sharedStore, clock }) => {
    const counter = sharedStore === undefined ? memoryHitCounter(clock) : databaseHitCounter(sharedStore);
    app.addHook("onRoute", (route) => {
      const own = route.config?.rateLimitPerMinute;
      const max =
        route.config?.fixedRateLimitPerMinute ?? (own === undefined ? undefined : (maxPerMinute ?? own));
      if (max === undefined) return;
      // The automatic HEAD route copies its GET route's config, and shares its count.
      const method = [route.method]
        .flat()
        .join(",")
        .replace(/^HEAD$/, "GET");
      const hook = limitHook(counter, `${method} ${route.url}`, max);
      const existing = route.onRequest;
      route.onRequest = existing === undefined ? [hook] : [...[existing].flat(), hook];
    });
  },
  { name: "rate-limits" },
);
