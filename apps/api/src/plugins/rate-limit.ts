import { isIPv6 } from "node:net";
import rateLimit from "@fastify/rate-limit";
import { API_ERRORS } from "@nivelia/domain/api";
import fp from "fastify-plugin";
import type { Queryable } from "../db/database";
import { databaseRateLimitStore } from "./rate-limit-store";

export const RATE_LIMITED_MESSAGE = API_ERRORS.RATE_LIMITED.message;

const WINDOW_MS = 60_000;

/** Most clients the memory store remembers per route; beyond it the least recent is forgotten. */
const MEMORY_STORE_CLIENTS = 50_000;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Requests per minute and client, from the contract; RATE_LIMIT_MAX_PER_MINUTE replaces it. */
    rateLimitPerMinute?: number;
    /** A limit RATE_LIMIT_MAX_PER_MINUTE leaves alone: the webhook's, which Stripe's retries must not exceed. */
    fixedRateLimitPerMinute?: number;
  }
}

/** The four octets of a dotted IPv4 address, leading zeros read as decimal (`009.9.9.6` is 9.9.9.6), or null. */
function ipv4Octets(text: string): number[] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (match === null) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of a valid IPv6 address (an IPv4 tail becomes the last two). */
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

/** Whom a request counts for: port dropped, IPv4 as numbers, IPv4-mapped IPv6 as IPv4, other IPv6 by its /64. */
export function clientKey(address: string): string {
  let text = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1] !== undefined) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const octets = ipv4Octets(text);
  if (octets !== null) return octets.join(".");
  if (!isIPv6(text)) return text.toLowerCase();
  const groups = ipv6Groups(text);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * Per-route limits from `config.rateLimitPerMinute` (the contract), keyed by clientKey; register before the routes.
 * `maxPerMinute` (RATE_LIMIT_MAX_PER_MINUTE) replaces every route's own; `sharedStore` counts for every replica.
 */
export const rateLimits = fp<{ maxPerMinute: number | undefined; sharedStore?: Queryable | undefined }>(
  async (app, { maxPerMinute, sharedStore }) => {
    // Runs before @fastify/rate-limit's own onRoute hook, which reads `config.rateLimit`.
    app.addHook("onRoute", (route) => {
      const own = route.config?.rateLimitPerMinute;
      const max =
        route.config?.fixedRateLimitPerMinute ?? (own === undefined ? undefined : (maxPerMinute ?? own));
      if (max !== undefined) route.config = { ...route.config, rateLimit: { max, timeWindow: WINDOW_MS } };
    });
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => clientKey(request.ip),
      cache: MEMORY_STORE_CLIENTS,
      ...(sharedStore === undefined ? {} : { store: databaseRateLimitStore(sharedStore) }),
      // The error handler turns it into the documented RATE_LIMITED answer, in Spanish.
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(RATE_LIMITED_MESSAGE), { statusCode: context.statusCode }),
    });
  },
  { name: "rate-limits" },
);
