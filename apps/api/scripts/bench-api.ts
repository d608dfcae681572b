// `pnpm bench:api`: the production API beside a bare Fastify hello-world, same machine, same run, one load at a
// time (10 connections, loopback). Prints req/s, p50/p99 latency and each route's ratio to the hello-world.
import { existsSync, mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { fakeWebBuild } from "../src/test/build-test-app";
import { contactLead } from "../src/test/leads";
import { printMarkdownTable } from "./lib/markdown-table";
import { API_DIR, ensureApiBuild, startServer } from "./lib/processes";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PORTS = { api: 4346, hello: 4345 } as const;

interface Load {
  name: string;
  port: number;
  method: "GET" | "POST";
  path: string;
  body?: () => string;
  headers?: Record<string, string>;
  /** The hello-world load this one is compared with, and the goal for the ratio. */
  baseline?: "GET" | "POST";
  goal?: number;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
  goal?: number;
}

async function measure(load: Load): Promise<Measured> {
  const json = { "content-type": "application/json" };
  const result = await autocannon({
    url: `http://127.0.0.1:${load.port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: load.method,
        path: load.path,
        headers: { ...(load.body === undefined ? {} : json), ...load.headers },
        ...(load.body === undefined
          ? {}
          : { setupRequest: (request) => ({ ...request, body: load.body?.() ?? "" }) }),
      },
    ],
  });
  return {
    name: load.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const entry = ensureApiBuild();
  const webDist = process.env.WEB_DIST_DIR ?? join(API_DIR, "..", "web", "dist", "client");
  const realSite = existsSync(join(webDist, "index.html"));
  const hello = await startServer(join(API_DIR, "scripts", "hello-world.mjs"), PORTS.hello, {}, "/");
  // The default log level (info), as production runs; only the rate limits are raised for the load.
  const api = await startServer(entry, PORTS.api, {
    SERVE_WEB: "true",
    WEB_DIST_DIR: realSite ? webDist : fakeWebBuild(),
    DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-bench-")),
    RATE_LIMIT_MAX_PER_MINUTE: "1000000",
  });
  let lead = 0;
  const loads: Load[] = [
    { name: "hello-world GET", port: PORTS.hello, method: "GET", path: "/" },
    {
      name: "hello-world POST",
      port: PORTS.hello,
      method: "POST",
      path: "/",
      body: () => '{"hello":"world"}',
    },
    {
      name: "GET /v1/health",
      port: PORTS.api,
      method: "GET",
      path: "/v1/health",
      baseline: "GET",
      goal: 0.8,
    },
    {
      name: "POST /v1/verify-technology",
      port: PORTS.api,
      method: "POST",
      path: "/v1/verify-technology",
      body: () => '{"technology":"k8s"}',
      baseline: "POST",
      goal: 0.6,
    },
    {
      name: `GET / (prerendered${realSite ? "" : ", stand-in build"})`,
      port: PORTS.api,
      method: "GET",
      path: "/",
      headers: { "accept-encoding": "br, gzip" },
      baseline: "GET",
      goal: 0.5,
    },
    {
      name: "POST /v1/send-email (PGlite)",
      port: PORTS.api,
      method: "POST",
      path: "/v1/send-email",
      body: () => {
        lead += 1;
        return JSON.stringify(
          contactLead({ message: `Bench ${lead}` }, { userEmail: `ana.${lead}@empresa.es` }),
        );
      },
      baseline: "POST",
      goal: 0.25,
    },
  ];
  const loadBefore = loadavg()[0] ?? 0;
  const measured: Measured[] = [];
  try {
    // A short warm-up of each route, so the JIT and the database caches are warm for every load.
    for (const load of loads)
      await autocannon({
        url: `http://127.0.0.1:${load.port}${load.path}`,
        duration: 1,
        connections: 2,
        method: load.method,
        headers: load.body ? { "content-type": "application/json" } : {},
        body: load.body?.(),
      });
    for (const load of loads) {
      const result = await measure(load);
      const base = measured.find((row) => row.name === `hello-world ${load.baseline}`);
      if (base !== undefined) {
        result.ratio = result.rps / base.rps;
        if (load.goal !== undefined) result.goal = load.goal;
      }
      measured.push(result);
      console.log(`  ${result.name}: ${Math.round(result.rps)} req/s`);
    }
  } finally {
    await api.stop();
    await hello.stop();
  }
  const loadAfter = loadavg()[0] ?? 0;
  const header = ["load", "req/s", "p50 ms", "p99 ms", "errors", "ratio", "goal"];
  const rows = measured.map((row) => [
    row.name,
    String(Math.round(row.rps)),
    String(row.p50),
    String(row.p99),
    String(row.errors),
    row.ratio === undefined ? "" : row.ratio.toFixed(2),
    row.goal === undefined
      ? ""
      : `≥ ${row.goal}${row.ratio !== undefined && row.ratio >= row.goal ? " ✓" : " ✗"}`,
  ]);
  printMarkdownTable(header, rows);
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per load, LOG_LEVEL=info (default), rate limits raised; ` +
      `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, on ${(await import("node:os")).cpus().length} CPUs.`,
  );
  if (measured.some((row) => row.errors > 0)) process.exitCode = 1;
}

await main();
