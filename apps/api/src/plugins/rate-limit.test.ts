import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../app";
import type { Database } from "../db/database";
import { migrate } from "../db/migrate";
import { buildTestApp } from "../test/build-test-app";
import { freshTestDatabaseUrl, openTestDatabase } from "../test/test-database";
import { clientKey, rateLimits } from "./rate-limit";
import { databaseRateLimitStore } from "./rate-limit-store";

const RATE_LIMITED = {
  error: { code: "RATE_LIMITED", message: "Demasiadas solicitudes. Inténtalo de nuevo en un minuto." },
};

describe("rate limits", () => {
  // Counters are per route and IP, so each test uses its own address.
  let app: App;
  let scaled: App;
  beforeAll(async () => {
    // An empty value means unset: each route keeps its own limit.
    app = await buildTestApp({ RATE_LIMIT_MAX_PER_MINUTE: "" });
    scaled = await buildTestApp({ RATE_LIMIT_MAX_PER_MINUTE: "3", TRUST_PROXY: "10.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await scaled.close();
  });

  const verify = (target: App, remoteAddress: string) =>
    target.inject({
      method: "POST",
      url: "/v1/verify-technology",
      payload: { technology: "React" },
      remoteAddress,
    });
  const checkout = (target: App, remoteAddress: string, forwardedFor?: string) =>
    target.inject({
      method: "POST",
      url: "/v1/checkout",
      payload: { packageId: "pack-1" },
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    });

  it("allows 30 technology checks a minute per IP, then answers 429 in Spanish with Retry-After", async () => {
    for (let call = 1; call <= 30; call++) {
      expect((await verify(app, "203.0.113.7")).statusCode, `call ${call}`).toBe(200);
    }
    const limited = await verify(app, "203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await verify(app, "198.51.100.1")).statusCode).toBe(200);
  });

  it("allows 10 checkout attempts a minute per IP", async () => {
    for (let call = 1; call <= 10; call++) expect((await checkout(app, "203.0.113.8")).statusCode).toBe(409);
    const limited = await checkout(app, "203.0.113.8");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
  });

  it("allows 10 form submissions a minute per IP", async () => {
    const submit = () =>
      app.inject({ method: "POST", url: "/v1/send-email", payload: {}, remoteAddress: "203.0.113.9" });
    for (let call = 1; call <= 10; call++) expect((await submit()).statusCode).not.toBe(429);
    expect((await submit()).statusCode).toBe(429);
  });

  it("limits the automatic HEAD route of the session lookup like its GET", async () => {
    const head = () =>
      scaled.inject({ method: "HEAD", url: "/v1/checkout/sessions/cs_corto", remoteAddress: "203.0.113.30" });
    for (let call = 1; call <= 3; call++) expect((await head()).statusCode).toBe(400);
    expect((await head()).statusCode).toBe(429);
  });

  it("never limits health and readiness", async () => {
    for (let call = 1; call <= 15; call++) {
      expect((await scaled.inject({ method: "GET", url: "/v1/health" })).statusCode).toBe(200);
      expect((await scaled.inject({ method: "GET", url: "/v1/ready" })).statusCode).toBe(200);
    }
  });

  it("replaces every route's limit with RATE_LIMIT_MAX_PER_MINUTE", async () => {
    for (let call = 1; call <= 3; call++) expect((await verify(scaled, "203.0.113.10")).statusCode).toBe(200);
    expect((await verify(scaled, "203.0.113.10")).statusCode).toBe(429);
  });

  it("keys by the forwarded client IP when TRUST_PROXY trusts the proxy", async () => {
    for (let call = 1; call <= 3; call++) {
      expect((await checkout(scaled, "10.0.0.1", "203.0.113.20")).statusCode).toBe(409);
    }
    expect((await checkout(scaled, "10.0.0.1", "203.0.113.20")).statusCode).toBe(429);
    expect((await checkout(scaled, "10.0.0.1", "203.0.113.21")).statusCode).toBe(409);
  });

  it("counts a client behind a trusted proxy once, whatever port or spelling the proxy writes", async () => {
    const spellings = [
      "203.0.113.22:1234",
      "203.0.113.22:1235",
      "203.000.113.022",
      "[::ffff:203.0.113.22]:443",
    ];
    for (const forwarded of spellings.slice(0, 3))
      expect((await checkout(scaled, "10.0.0.1", forwarded)).statusCode, forwarded).toBe(409);
    expect((await checkout(scaled, "10.0.0.1", spellings[3])).statusCode).toBe(429);
    expect((await checkout(scaled, "10.0.0.1", "[2001:db8:9::1]:443")).statusCode).toBe(409);
  });

  it("ignores X-Forwarded-For from an untrusted peer, so a client cannot dodge the limit", async () => {
    for (let call = 1; call <= 10; call++) {
      expect((await checkout(app, "198.51.100.50", `203.0.113.${call}`)).statusCode).toBe(409);
    }
    expect((await checkout(app, "198.51.100.50", "203.0.113.99")).statusCode).toBe(429);
  });
});

describe("rate limits shared by two replicas on one database", () => {
  let replicas: readonly [App, App];
  beforeAll(async () => {
    const shared = { DATABASE_URL: await freshTestDatabaseUrl() };
    const env = { ...shared, RATE_LIMIT_MAX_PER_MINUTE: "" };
    replicas = [await buildTestApp(env), await buildTestApp(env)];
  });
  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
  });
  const checkout = (target: App, remoteAddress: string) =>
    target.inject({ method: "POST", url: "/v1/checkout", payload: { packageId: "pack-1" }, remoteAddress });

  it("gives a client the documented 10 checkout attempts a minute in total, not 10 per replica", async () => {
    const statuses: number[] = [];
    for (let call = 1; call <= 10; call++) {
      statuses.push((await checkout(replicas[call % 2] as App, "203.0.113.40")).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(409));
    for (const app of replicas) {
      const limited = await checkout(app, "203.0.113.40");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(RATE_LIMITED);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Other clients and other routes keep counts of their own.
    expect((await checkout(replicas[0], "203.0.113.41")).statusCode).toBe(409);
    const verify = await replicas[1].inject({
      method: "POST",
      url: "/v1/verify-technology",
      payload: { technology: "React" },
      remoteAddress: "203.0.113.40",
    });
    expect(verify.statusCode).toBe(200);
  });

  it("counts concurrent requests to both replicas exactly", async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, call) => checkout(replicas[call % 2] as App, "203.0.113.42")),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
  });

  it("starts a new window for the client when the minute has passed", async () => {
    for (let call = 1; call <= 11; call++) await checkout(replicas[call % 2] as App, "203.0.113.43");
    expect((await checkout(replicas[0], "203.0.113.43")).statusCode).toBe(429);
    // As if the minute had passed, by the database's clock that both replicas share.
    await replicas[0].db.query("update rate_limits set expires_at = now() - interval '1 second'");
    expect((await checkout(replicas[1], "203.0.113.43")).statusCode).toBe(409);
    const rows = await replicas[0].db.query<{ key: string }>("select key from rate_limits");
    // The ended windows of other clients were deleted when this one began.
    expect(rows.map((row) => row.key)).toEqual(["POST /v1/checkout|203.0.113.43"]);
  });

  it("keeps its counts out of the write-ahead log, so a durable server flushes no disk per limited request", async () => {
    const [table] = await replicas[0].db.query<{ relpersistence: string }>(
      "select relpersistence from pg_class where oid = 'rate_limits'::regclass",
    );
    // 'u': unlogged. A logged table ('p') made every limited request's commit wait for an fsync.
    expect(table?.relpersistence).toBe("u");
  });
});

describe("clientKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:bbbb:cccc:dddd:eeee", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    // Ports, as some proxies (Azure Application Gateway) write X-Forwarded-For.
    ["9.9.9.7:1234", "9.9.9.7"],
    ["9.9.9.7:65535", "9.9.9.7"],
    ["[2001:db8::1]:443", "2001:db8:0:0::/64"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["[::ffff:9.9.9.7]:80", "9.9.9.7"],
    // One address, many spellings.
    ["009.9.9.6", "9.9.9.6"],
    ["9.09.009.6", "9.9.9.6"],
    [" 9.9.9.6 ", "9.9.9.6"],
    ["::FFFF:9.9.9.6", "9.9.9.6"],
    ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8:0:0::/64"],
    ["2001:db8:0:0::ffff:1", "2001:db8:0:0::/64"],
    // Not an address: kept as written, in lower case (Fastify gives one for every request).
    ["999.9.9.6", "999.9.9.6"],
    ["Unknown", "unknown"],
  ])("%s counts as %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe("databaseRateLimitStore", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
  });

  /** A route's child of a replica's store, as @fastify/rate-limit makes one per limited route. */
  const routeStore = (target: Database) => {
    const Store = databaseRateLimitStore(target);
    const routeInfo = { method: "POST", url: "/v1/checkout" };
    return new Store({}).child({ routeInfo } as unknown as Parameters<
      InstanceType<typeof Store>["child"]
    >[0]);
  };
  const hit = (store: ReturnType<typeof routeStore>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000),
    );

  it("gives two replicas' concurrent hits of one key every place of the count once", async () => {
    const replicas = [routeStore(db), routeStore(db)];
    const counts = await Promise.all(
      Array.from({ length: 30 }, (_, call) =>
        hit(replicas[call % 2] as (typeof replicas)[0], "198.51.100.7"),
      ),
    );
    const hits = counts.map((count) => count.current).toSorted((a, b) => a - b);
    expect(hits).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    for (const count of counts) expect(count.ttl).toBeGreaterThan(0);
    for (const count of counts) expect(count.ttl).toBeLessThanOrEqual(60_000);
  });

  it("passes a database failure on, and counts again afterwards", async () => {
    let down = true;
    const store = routeStore({
      ...db,
      query: (sql, params) =>
        down ? Promise.reject(new Error("connection refused")) : db.query(sql, params),
    } as Database);
    await expect(hit(store, "198.51.100.8")).rejects.toThrow("connection refused");
    down = false;
    expect((await hit(store, "198.51.100.8")).current).toBe(1);
  });
});

describe("rateLimits on a route of its own", () => {
  let app: FastifyInstance;
  const now = 5_000_000;
  beforeAll(async () => {
    // The memory store's windows follow Date.now.
    vi.useFakeTimers({ toFake: ["Date"], now });
    app = Fastify();
    await app.register(rateLimits, { maxPerMinute: undefined });
    app.get("/limited", { config: { rateLimitPerMinute: 2 } }, async () => ({ ok: true }));
    app.get("/fixed", { config: { fixedRateLimitPerMinute: 1 } }, async () => ({ ok: true }));
    app.get("/free", async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app.close();
  });
  const get = (url: string, method: "GET" | "HEAD" = "GET", remoteAddress = "192.0.2.1") =>
    app.inject({ method, url, remoteAddress });

  it("sends the limit's headers, and limits a GET route's automatic HEAD route alike", async () => {
    const first = await get("/limited");
    expect(first.headers).toMatchObject({
      "x-ratelimit-limit": "2",
      "x-ratelimit-remaining": "1",
      "x-ratelimit-reset": "60",
    });
    expect((await get("/limited")).statusCode).toBe(200);
    const limited = await get("/limited");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("60");
    expect(limited.headers["x-ratelimit-remaining"]).toBe("0");
    // @fastify/rate-limit counts each route apart: the HEAD route has a count of its own, with the same limit.
    for (const status of [200, 200, 429]) expect((await get("/limited", "HEAD")).statusCode).toBe(status);
    expect((await get("/limited", "GET", "192.0.2.2")).statusCode).toBe(200);
  });

  it("lets the client in again when its minute has passed", async () => {
    expect((await get("/limited", "GET", "192.0.2.3")).statusCode).toBe(200);
    expect((await get("/limited", "GET", "192.0.2.3")).statusCode).toBe(200);
    vi.setSystemTime(now + 30_000);
    const limited = await get("/limited", "GET", "192.0.2.3");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("30");
    vi.setSystemTime(now + 60_000);
    expect((await get("/limited", "GET", "192.0.2.3")).statusCode).toBe(200);
  });

  it("counts each route apart, keeps a fixed limit, and leaves routes without one alone", async () => {
    expect((await get("/fixed", "GET", "192.0.2.4")).statusCode).toBe(200);
    expect((await get("/fixed", "GET", "192.0.2.4")).statusCode).toBe(429);
    expect((await get("/limited", "GET", "192.0.2.4")).statusCode).toBe(200);
    for (let call = 0; call < 5; call++) {
      const free = await get("/free", "GET", "192.0.2.4");
      expect(free.statusCode).toBe(200);
      expect(free.headers["x-ratelimit-limit"]).toBeUndefined();
    }
  });

  it("counts one IPv6 client's addresses in its /64 together", async () => {
    expect((await get("/fixed", "GET", "2001:db8:5:6::1")).statusCode).toBe(200);
    expect((await get("/fixed", "GET", "2001:db8:5:6:ffff::9")).statusCode).toBe(429);
    expect((await get("/fixed", "GET", "2001:db8:5:7::1")).statusCode).toBe(200);
  });
});
