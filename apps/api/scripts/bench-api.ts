// `pnpm bench:api`: the production API beside a bare Fastify hello-world, same machine, same run, one load at a
// time (10 connections, loopback). Each route runs in rounds beside its hello-world and its ceiling (bare Fastify
// sending an answer of the same size), so that each ratio compares loads measured a few seconds apart: on a shared
// machine the hello-world alone swings by half from one minute to the next. Prints req/s, p50/p99 latency, the
// server's CPU time per request, and each route's median ratio to the hello-world and to its ceiling.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { fakeWebBuild } from "../src/test/build-test-app";
import { contactLead } from "../src/test/leads";
import { rawAnswer } from "../src/test/raw-answer";
import { printMarkdownTable } from "./lib/markdown-table";
import { type LocalPostgres, postgresUnavailable, startLocalPostgres } from "./lib/postgres";
import { API_DIR, ensureApiBuild, type RunningServer, startServer } from "./lib/processes";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
// BENCH_PORT moves every server (the hello-world on it, the APIs and PostgreSQL on the next ports), so two runs can
// coexist.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4345);
const PORTS = {
  hello: BASE_PORT,
  api: BASE_PORT + 1,
  apiPostgres: BASE_PORT + 2,
  postgres: BASE_PORT + 3,
  requestAlone: BASE_PORT + 4,
} as const;
// The production storage, a durable PostgreSQL (Debian's, as the resilience scenarios use), unless BENCH_POSTGRES=0.
const WITH_POSTGRES = process.env.BENCH_POSTGRES !== "0";
// BENCH_ONLY=<text> measures only the routes whose name contains it (with their hello-world and ceiling), to rerun
// one route after a change without the quarter of an hour of the whole run.
const ONLY = process.env.BENCH_ONLY ?? "";

interface Load {
  name: string;
  server: "api" | "hello" | "apiPostgres" | "requestAlone";
  port: number;
  method: "GET" | "POST";
  path: string;
  body?: () => string;
  headers?: Record<string, string>;
  /** The hello-world load this one is compared with, and the goal for the ratio. */
  baseline?: "GET" | "POST";
  goal?: number;
  /** The hello-world load that sends an answer of the same size (same headers, same page bytes). */
  ceiling?: string;
  /** The load queues e-mails: wait until the outbox has sent them all, and measure what sending them cost. */
  queuesMail?: boolean;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU time (user + system) per request, in microseconds: what the route costs, whoever waits. */
  cpuMicros: number;
  /**
   * The share of one CPU that the load generator (autocannon, in this process) used during the load. Near 100 %, the
   * load's req/s is the generator's limit, not the server's.
   */
  generatorPercent: number;
  /** PostgreSQL's CPU time per request, for the loads on PostgreSQL. */
  postgresMicros?: number;
  /** For loads that queue e-mails: the CPU (API and PostgreSQL) spent after the load sending them, per request. */
  deliveryMicros?: number;
  /** Seconds from the load's end until the outbox had sent every e-mail of it. */
  deliverySeconds?: number;
}

/** One round's comparison of a route with the hello-world and the ceiling measured beside it. */
interface Paired {
  ratio: number;
  /**
   * The hello-world's CPU per request over the route's: the same comparison by the server's cost instead of by req/s,
   * which on this 2-CPU machine also moves with autocannon's share and the VM's bursts (one load of the hello-world
   * can get 48 % more req/s than the next for the same CPU per request).
   */
  cpuRatio: number;
  ceilingRatio?: number;
}

/** The median of the values given (undefined ones left out); undefined when there are none. */
function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** ✓ when the median ratio meets the goal. */
function mark(ratio: number | undefined, goal: number): string {
  return ratio !== undefined && ratio >= goal ? "✓" : "✗";
}

/** "0.81 (0.78-0.84)": the median of the rounds' ratios, and their lowest and highest. */
function spread(values: readonly (number | undefined)[]): string {
  const known = values.filter((value): value is number => value !== undefined);
  const middle = median(known);
  if (middle === undefined) return "";
  if (known.length === 1) return middle.toFixed(2);
  return `${middle.toFixed(2)} (${Math.min(...known).toFixed(2)}-${Math.max(...known).toFixed(2)})`;
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of the file, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of every PostgreSQL process on the machine (its server and each connection's backend). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) === "postgres")
        total += cpuSeconds(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** The bench's folders (databases, mailboxes of a few hundred thousand e-mails): removed when it ends. */
const benchDirs: string[] = [];
function benchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  benchDirs.push(dir);
  return dir;
}

/** The hello-world's ceiling routes get the API's security headers and the page's exact bytes and headers. */
async function writeCeiling(apiPort: number): Promise<string> {
  const health = await rawAnswer(apiPort, "/v1/health");
  const page = await rawAnswer(apiPort, "/", { headers: { "accept-encoding": "br, gzip" } });
  const perResponse = new Set(["date", "connection", "keep-alive", "content-length", "content-type"]);
  const securityHeaders = Object.fromEntries(
    Object.entries(health.headers).filter(([name]) => !perResponse.has(name)),
  );
  const dir = benchDir("nivelia-bench-ceiling-");
  const pageFile = join(dir, "page");
  writeFileSync(pageFile, page.body);
  const pageHeaders = Object.fromEntries(
    Object.entries(page.headers).filter(([name]) => !perResponse.has(name) || name === "content-type"),
  );
  const file = join(dir, "ceiling.json");
  writeFileSync(file, JSON.stringify({ securityHeaders, pageFile, pageHeaders }));
  return file;
}

/** Waits until the outbox of the API on `port` has no e-mail left to send (its /v1/ready count); at most 10 minutes. */
async function outboxSent(port: number): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const ready = (await (await fetch(`http://127.0.0.1:${port}/v1/ready`)).json()) as {
      outbox?: { unsent: number };
    };
    if (ready.outbox?.unsent === 0) return;
    if (Date.now() > deadline) throw new Error(`outbox on port ${port} still sending after 10 minutes`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/** Autocannon's options for the load, for `seconds`: a body made for each request, as a client's would be. */
function loadOptions(load: Load, seconds: number): autocannon.Options {
  return {
    url: `http://127.0.0.1:${load.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: load.method,
        path: load.path,
        headers: {
          ...(load.body === undefined ? {} : { "content-type": "application/json" }),
          ...load.headers,
        },
        ...(load.body === undefined
          ? {}
          : { setupRequest: (request) => ({ ...request, body: load.body?.() ?? "" }) }),
      },
    ],
  };
}

/**
 * WARMUP_SECONDS of the load, not measured. Each request has its own body: one body repeated would warm send-email's
 * answer to a double click (the same payload within a minute) instead of its storing.
 */
async function warmUp(load: Load): Promise<void> {
  await autocannon(loadOptions(load, WARMUP_SECONDS));
}

async function measure(load: Load, server: RunningServer): Promise<Measured> {
  const cpuBefore = cpuSeconds(server.pid);
  const onPostgres = load.server === "apiPostgres";
  const postgresBefore = onPostgres ? postgresCpuSeconds() : 0;
  const generatorBefore = process.cpuUsage();
  const startedAt = performance.now();
  const result = await autocannon(loadOptions(load, SECONDS));
  const generator = process.cpuUsage(generatorBefore);
  const generatorPercent =
    (100 * (generator.user + generator.system)) / 1000 / (performance.now() - startedAt);
  const requests = Math.max(1, result.requests.total);
  const cpuAfter = cpuSeconds(server.pid);
  const postgresAfter = onPostgres ? postgresCpuSeconds() : 0;
  let delivery: Pick<Measured, "deliveryMicros" | "deliverySeconds"> = {};
  if (load.queuesMail) {
    const started = performance.now();
    await outboxSent(load.port);
    const cpu = cpuSeconds(server.pid) - cpuAfter + (onPostgres ? postgresCpuSeconds() - postgresAfter : 0);
    delivery = {
      deliveryMicros: (cpu * 1e6) / requests,
      deliverySeconds: (performance.now() - started) / 1000,
    };
  }
  return {
    name: load.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMicros: ((cpuAfter - cpuBefore) * 1e6) / requests,
    generatorPercent,
    ...(onPostgres ? { postgresMicros: ((postgresAfter - postgresBefore) * 1e6) / requests } : {}),
    ...delivery,
  };
}

async function main() {
  const entry = ensureApiBuild();
  const webDist = process.env.WEB_DIST_DIR ?? join(API_DIR, "..", "web", "dist", "client");
  const realSite = existsSync(join(webDist, "index.html"));
  // The default log level (info), as production runs; only the rate limits are raised for the load.
  const api = await startServer(entry, PORTS.api, {
    SERVE_WEB: "true",
    WEB_DIST_DIR: realSite ? webDist : fakeWebBuild(),
    DATA_DIR: benchDir("nivelia-bench-"),
    RATE_LIMIT_MAX_PER_MINUTE: "1000000",
  });
  const hello = await startServer(
    join(API_DIR, "scripts", "hello-world.mjs"),
    PORTS.hello,
    { BENCH_CEILING: await writeCeiling(PORTS.api) },
    "/",
  );
  // The same API on a durable PostgreSQL: rate limits counted in the database, as production counts them there.
  const postgresSkipped = WITH_POSTGRES ? postgresUnavailable() : "BENCH_POSTGRES=0";
  let postgres: LocalPostgres | null = null;
  let apiPostgres: RunningServer | null = null;
  if (postgresSkipped === null) {
    postgres = await startLocalPostgres(PORTS.postgres, { durable: true });
    apiPostgres = await startServer(entry, PORTS.apiPostgres, {
      SERVE_WEB: "false",
      DATABASE_URL: postgres.url,
      DATA_DIR: benchDir("nivelia-bench-"),
      RATE_LIMIT_MAX_PER_MINUTE: "1000000",
    });
  }
  // send-email without its storage (scripts/request-alone-server.ts): what the route costs apart from storing.
  const requestAlone = await startServer(
    join(API_DIR, "scripts", "request-alone-server.ts"),
    PORTS.requestAlone,
    {
      SERVE_WEB: "false",
      DATA_DIR: benchDir("nivelia-bench-"),
      RATE_LIMIT_MAX_PER_MINUTE: "1000000",
    },
    "/v1/health",
    ["--import", "tsx"],
  );
  const servers = { api, hello, apiPostgres, requestAlone };
  let lead = 0;
  const leadBody = () => {
    lead += 1;
    return JSON.stringify(contactLead({ message: `Bench ${lead}` }, { userEmail: `ana.${lead}@empresa.es` }));
  };
  // A new lead a request, beside the hello-world POST and its ceiling.
  const sendEmailLoad = (name: string, server: "api" | "apiPostgres" | "requestAlone"): Load => ({
    name,
    server,
    port: PORTS[server],
    method: "POST",
    path: "/v1/send-email",
    body: leadBody,
    baseline: "POST",
    goal: 0.25,
    ceiling: "ceiling: hello-world POST + API headers",
  });
  // The routes that write to the storage (the rate-limit count, the lead), measured on each storage.
  const storageLoads = (server: "api" | "apiPostgres", storage: string): Load[] => [
    {
      name: `POST /v1/verify-technology (${storage})`,
      server,
      port: PORTS[server],
      method: "POST",
      path: "/v1/verify-technology",
      body: () => '{"technology":"k8s"}',
      baseline: "POST",
      goal: 0.6,
      ceiling: "ceiling: hello-world POST + API headers",
    },
    { ...sendEmailLoad(`POST /v1/send-email (${storage})`, server), queuesMail: true },
  ];
  const loads: Load[] = [
    { name: "hello-world GET", server: "hello", port: PORTS.hello, method: "GET", path: "/" },
    {
      name: "hello-world POST",
      server: "hello",
      port: PORTS.hello,
      method: "POST",
      path: "/",
      body: () => '{"hello":"world"}',
    },
    {
      name: "ceiling: hello-world GET + API headers",
      server: "hello",
      port: PORTS.hello,
      method: "GET",
      path: "/headers",
    },
    {
      name: "ceiling: hello-world POST + API headers",
      server: "hello",
      port: PORTS.hello,
      method: "POST",
      path: "/headers",
      body: () => '{"hello":"world"}',
    },
    {
      name: "ceiling: bare Fastify, same page Buffer",
      server: "hello",
      port: PORTS.hello,
      method: "GET",
      path: "/page",
    },
    {
      name: "GET /v1/health",
      server: "api",
      port: PORTS.api,
      method: "GET",
      path: "/v1/health",
      baseline: "GET",
      goal: 0.8,
      ceiling: "ceiling: hello-world GET + API headers",
    },
    {
      name: `GET / (prerendered${realSite ? "" : ", stand-in build"})`,
      server: "api",
      port: PORTS.api,
      method: "GET",
      path: "/",
      headers: { "accept-encoding": "br, gzip" },
      baseline: "GET",
      goal: 0.5,
      ceiling: "ceiling: bare Fastify, same page Buffer",
    },
    ...storageLoads("api", "PGlite"),
    sendEmailLoad("POST /v1/send-email, storage answering at once", "requestAlone"),
    ...(apiPostgres === null ? [] : storageLoads("apiPostgres", "PostgreSQL")),
  ];
  const loadBefore = loadavg()[0] ?? 0;
  const runs = new Map<string, Measured[]>();
  const pairs = new Map<string, Paired[]>();
  const record = (result: Measured) => runs.set(result.name, [...(runs.get(result.name) ?? []), result]);
  const byName = (name: string | undefined) => loads.find((load) => load.name === name);
  try {
    for (const route of loads.filter((load) => load.baseline !== undefined && load.name.includes(ONLY))) {
      const server = servers[route.server];
      if (server === null) continue;
      const baseline = byName(`hello-world ${route.baseline}`);
      const ceiling = byName(route.ceiling);
      const group = [baseline, ceiling, route].filter((load): load is Load => load !== undefined);
      // Each load warmed up right before its rounds, at the same concurrency, so that the JIT has optimised the path
      // and the database's caches are warm. (One warm-up of every route up front left the routes measured last idle
      // for a minute of other loads first.)
      for (const load of group) await warmUp(load);
      for (let round = 0; round < ROUNDS; round += 1) {
        // The order turns each round, so that no load always runs first, right after a warm-up or a drain.
        const order = group.map((_, index) => group[(index + round) % group.length] as Load);
        const results = new Map<string, Measured>();
        for (const load of order) {
          const loadServer = servers[load.server];
          if (loadServer === null) continue;
          // E-mails queued before (by the warm-up) are sent first, so that their sending is counted neither in the
          // route's load nor in the hello-world's beside it.
          if (route.queuesMail) await outboxSent(route.port);
          const result = await measure(load, loadServer);
          results.set(load.name, result);
          record(result);
        }
        const routeResult = results.get(route.name);
        const base = baseline === undefined ? undefined : results.get(baseline.name);
        const roof = ceiling === undefined ? undefined : results.get(ceiling.name);
        if (routeResult === undefined || base === undefined) continue;
        pairs.set(route.name, [
          ...(pairs.get(route.name) ?? []),
          {
            ratio: routeResult.rps / base.rps,
            cpuRatio: base.cpuMicros / routeResult.cpuMicros,
            ...(roof === undefined ? {} : { ceilingRatio: routeResult.rps / roof.rps }),
          },
        ]);
        console.log(
          `  ${route.name}, round ${round + 1}: ${Math.round(routeResult.rps)} req/s, ` +
            `${(routeResult.rps / base.rps).toFixed(2)} of the hello-world's ${Math.round(base.rps)}`,
        );
      }
    }
  } finally {
    await api.stop();
    await hello.stop();
    await apiPostgres?.stop();
    await requestAlone.stop();
    await postgres?.destroy();
    for (const dir of benchDirs) rmSync(dir, { recursive: true, force: true });
  }
  const loadAfter = loadavg()[0] ?? 0;
  const header = [
    "load",
    "runs",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "CPU µs/req",
    "load generator CPU",
    "PostgreSQL µs/req",
    "sending after, µs/req",
    "ratio",
    "ratio by CPU",
    "goal",
    "to ceiling",
  ];
  const whole = (value: number) => String(Math.round(value));
  const rows = loads.flatMap((load) => {
    const results = runs.get(load.name);
    if (results === undefined) return [];
    const paired = pairs.get(load.name) ?? [];
    const of = (pick: (result: Measured) => number | undefined) => median(results.map(pick));
    const ratio = median(paired.map((pair) => pair.ratio));
    const cpuRatio = median(paired.map((pair) => pair.cpuRatio));
    const postgresMicros = of((result) => result.postgresMicros);
    const deliveryMicros = of((result) => result.deliveryMicros);
    const deliverySeconds = of((result) => result.deliverySeconds);
    return [
      [
        load.name,
        String(results.length),
        whole(of((result) => result.rps) ?? 0),
        String(of((result) => result.p50)),
        String(of((result) => result.p99)),
        String(results.reduce((sum, result) => sum + result.errors, 0)),
        whole(of((result) => result.cpuMicros) ?? 0),
        `${whole(of((result) => result.generatorPercent) ?? 0)} %`,
        postgresMicros === undefined ? "" : whole(postgresMicros),
        deliveryMicros === undefined ? "" : `${whole(deliveryMicros)} (${deliverySeconds?.toFixed(0)} s)`,
        spread(paired.map((pair) => pair.ratio)),
        spread(paired.map((pair) => pair.cpuRatio)),
        load.goal === undefined || ratio === undefined
          ? ""
          : `≥ ${load.goal}: ${mark(ratio, load.goal)} req/s, ${mark(cpuRatio, load.goal)} CPU`,
        spread(paired.map((pair) => pair.ceilingRatio)),
      ],
    ];
  });
  printMarkdownTable(header, rows);
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route after ${WARMUP_SECONDS} s of warm-up: each round ` +
      "runs the route, its hello-world and its ceiling one after the other (the order turning each round), and each " +
      "ratio is the median of the rounds' ratios (lowest-highest in brackets); the other columns are medians of " +
      `every load of that name. LOG_LEVEL=info (default), rate limits raised; load average ${loadBefore.toFixed(2)} ` +
      `before, ${loadAfter.toFixed(2)} after, on ${cpus().length} CPUs. ` +
      (postgresSkipped === null
        ? "PostgreSQL rows: a durable local server (fsync and synchronous commit on); its own CPU in its column."
        : `No PostgreSQL rows: ${postgresSkipped}.`) +
      " send-email answers once the lead and its e-mails are stored (on PGlite, in the lead journal); the move into" +
      " the database and the e-mails (development's file transport here) come almost all after the load: the CPU" +
      " spent after it until the last e-mail was sent is its own column, with how long that took. Storage answering" +
      " at once: the same app with the lead store answering a new id at once and the outbox stopped" +
      " (scripts/request-alone-server.ts), that is what send-email costs apart from storing, the most a faster store" +
      " could give it. Ratio by CPU: the hello-world's" +
      " CPU per request over the route's," +
      " steadier than req/s from one load to the next. Load generator CPU: autocannon's share of one CPU during the" +
      " load (it runs in this process); near 100 %, the req/s are its limit rather than the server's.",
  );
  if ([...runs.values()].flat().some((result) => result.errors > 0)) process.exitCode = 1;
}

await main();
