// `pnpm bench:web`: serves the production build with the API, runs Lighthouse (mobile, default simulated
// throttling, Debian's Chromium) several times per route and prints the medians; then runs the quick-visitor
// browser tests (4x CPU, slow 4G) and prints each landing trigger's time from the early tap to its answer; then the
// figures measured on the real clock (`bench/*.bench.ts` and the quick visitor's), each beside its budget.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Figure } from "../e2e/fixtures.ts";

const ROUTES = ["/", "/precios", "/faq", "/candidatos", "/observatorio", "/tools/tech-profile"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const E2E_PORT = Number(process.env.BENCH_E2E_PORT ?? PORT + 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const webDist = join(webRoot, process.env.WEB_OUT_DIR ?? "dist", "client");
const apiServer = join(webRoot, "..", "api", "dist", "server.js");

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
}

interface LighthouseAudit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LighthouseAudit>;
}

const median = (values: number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function startServer(): Promise<{ server: ChildProcess; dataDir: string }> {
  if (!existsSync(join(webDist, "index.html")) || !existsSync(apiServer)) {
    throw new Error("Build first: the web build and the API's dist/server.js are missing");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "nivelia-bench-"));
  const server = spawn(process.execPath, [apiServer], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WEB_DIST_DIR: webDist,
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: "file",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/v1/health`)).ok) return { server, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`the API did not answer on port ${PORT}`);
}

function figuresOf(result: LighthouseResult): RunFigures {
  const audit = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const requests = result.audits["network-requests"]?.details?.items ?? [];
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((result.categories[category]?.score ?? 0) * 100)]),
    ) as RunFigures["scores"],
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBytes: requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

async function lighthouseTable(): Promise<string[]> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const rows: string[] = [
    "| route | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS transferred |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  try {
    for (const route of ROUTES) {
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // Headless Chromium now and then records a trace without its navigation start (NO_NAVSTART): run again.
        let answer: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 0; ; attempt += 1) {
          answer = await lighthouse(`http://127.0.0.1:${PORT}${route}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
          });
          if (!answer?.lhr.runtimeError || attempt >= 2) break;
        }
        if (!answer) throw new Error(`Lighthouse returned nothing for ${route}`);
        runs.push(figuresOf(answer.lhr as unknown as LighthouseResult));
      }
      const pick = (read: (figures: RunFigures) => number) => median(runs.map(read));
      rows.push(
        `| ${route} | ${CATEGORIES.map((category) => pick((figures) => figures.scores[category])).join(" | ")} | ` +
          `${(pick((f) => f.fcp) / 1000).toFixed(1)} s | ${(pick((f) => f.lcp) / 1000).toFixed(1)} s | ` +
          `${Math.round(pick((f) => f.tbt))} ms | ${pick((f) => f.cls).toFixed(3)} | ` +
          `${(pick((f) => f.jsBytes) / 1024).toFixed(0)} KB |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

interface ReportTest {
  projectName: string;
  annotations?: Array<{ type: string; description?: string }>;
  results: Array<{ status: string; annotations?: Array<{ type: string; description?: string }> }>;
}
interface ReportSuite {
  title: string;
  specs?: Array<{ title: string; tests: ReportTest[] }>;
  suites?: ReportSuite[];
}

type Annotation = { type: string; description?: string };
interface ReportRun {
  title: string;
  projectName: string;
  status: string;
  annotations: Annotation[];
}

/** Runs browser tests (the configuration's reporters: the list on screen and the JSON report) and lists their runs. */
function playwrightRuns(
  args: string[],
  env: Record<string, string> = {},
): { runs: ReportRun[]; status: number } {
  const run = spawnSync("pnpm", ["exec", "playwright", "test", ...args, "--workers=1"], {
    cwd: webRoot,
    env: { ...process.env, E2E_PORT: String(E2E_PORT), ...env },
    stdio: "inherit",
  });
  const report = JSON.parse(
    readFileSync(join(webRoot, "test-results", `playwright-${E2E_PORT}.json`), "utf8"),
  ) as { suites: ReportSuite[] };
  const runs: ReportRun[] = [];
  const visit = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        // The report lists a test's annotations under the test and under its result: each once.
        const seen = new Set<string>();
        const annotations = [...(test.annotations ?? []), ...(last?.annotations ?? [])].filter((entry) => {
          const key = `${entry.type}\u0000${entry.description ?? ""}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        runs.push({
          title: spec.title,
          projectName: test.projectName,
          status: last?.status ?? "?",
          annotations,
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return { runs, status: run.status ?? 1 };
}

/** The quick-visitor tests' tap-to-answer times, one row per tap. */
function tapRows(runs: ReportRun[]): string[] {
  const rows = [
    "| early tap (4x CPU, slow 4G) | viewport | tap to answer | result |",
    "| --- | --- | --- | --- |",
  ];
  for (const run of runs) {
    for (const note of run.annotations.filter((entry) => entry.type === "tap-to-answer-ms")) {
      // A test with several taps reports each as "label: ms".
      const description = note.description ?? "";
      const [label, timing] = description.includes(": ") ? description.split(": ") : [undefined, description];
      const title = label ? `${run.title} (${label})` : run.title;
      rows.push(`| ${title} | ${run.projectName} | ${timing} ms | ${run.status} |`);
    }
  }
  return rows;
}

/** Figures on the real clock (`reportFigure`), each beside its budget. */
function figureRows(runs: ReportRun[]): string[] {
  const rows = ["| figure | measured | budget | within |", "| --- | --- | --- | --- |"];
  for (const run of runs) {
    for (const note of run.annotations.filter((entry) => entry.type === "figure")) {
      const figure = JSON.parse(note.description ?? "{}") as Figure;
      const { budget, ms } = figure;
      const [text, within] =
        "max" in budget
          ? [`at most ${budget.max} ms`, ms <= budget.max]
          : [`${budget.target} ± ${budget.tolerance} ms`, Math.abs(ms - budget.target) <= budget.tolerance];
      rows.push(`| ${figure.label} | ${ms} ms | ${text} | ${within ? "✓" : "✗"} |`);
    }
  }
  return rows;
}

const { server, dataDir } = await startServer();
let lighthouseRows: string[];
try {
  lighthouseRows = await lighthouseTable();
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
const quick = playwrightRuns(["e2e/quick-visitor.spec.ts", "--project=measured", "--no-deps"]);
const bench = playwrightRuns(["--project=bench"], { WEB_BENCH: "1" });
console.log(`\nLighthouse, mobile, simulated throttling, median of ${RUNS} runs:\n`);
console.log(lighthouseRows.join("\n"));
console.log("\nEarly taps on the landing, from the tap to its answer (the page's own clock):\n");
console.log(tapRows(quick.runs).join("\n"));
if (quick.status !== 0) console.log(`\n(some quick-visitor tests failed: exit code ${quick.status})`);
console.log(
  "\nOn the real clock, against their budgets (they depend on the machine as much as on the page):\n",
);
console.log(figureRows([...quick.runs, ...bench.runs]).join("\n"));
if (bench.status !== 0) console.log(`\n(some bench runs failed: exit code ${bench.status})`);
