// `pnpm bench:web`: serves the production build with the API, and beside it the reference template of issue 48
// (`reference-template.ts`) with the same server; runs Lighthouse (mobile, Debian's Chromium) several times on each
// route and on the template, interleaved so that the machine's load falls on both alike, and prints the medians and
// each route's verdict against the template. It does so twice: with Lighthouse's default simulated throttling (a
// model that replays an unthrottled load, counting every request that ended before the observed paint as on the
// paint's path), then with applied throttling (DevTools slows the CPU 4x and the network to slow 4G while the page
// really loads); BENCH_THROTTLING=simulate or =devtools runs one of them. Then it runs the quick-visitor browser
// tests (4x CPU, slow 4G) and prints each landing trigger's time from the early tap to its answer; then the figures
// measured on the real clock, each beside its budget: the landing's blocking time in its first 12 s at 4x CPU on
// slow 4G, and with the network unthrottled (`bench/blocking-time.ts`, beside the template's), then
// `bench/*.bench.ts`'s and the quick visitor's.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { type BlockingTime, blockingTime } from "../bench/blocking-time.ts";
import type { Figure } from "../e2e/fixtures.ts";
import { SLOW_4G, SLOW_PHONE_CPU_RATE } from "../e2e/slow-phone.ts";
import { buildReferenceTemplate, TEMPLATE_COMMIT, TEMPLATE_REPOSITORY } from "./reference-template.ts";

const ROUTES = ["/", "/precios", "/faq", "/candidatos", "/observatorio", "/tools/tech-profile"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const E2E_PORT = Number(process.env.BENCH_E2E_PORT ?? PORT + 1);
const TEMPLATE_PORT = Number(process.env.BENCH_TEMPLATE_PORT ?? PORT + 2);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Blocking time and Lighthouse's verdicts move with the browser's build as well as the machine (docs/web.md).
const CHROMIUM_VERSION =
  spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout?.trim() || "version not reported";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const THROTTLING = {
  simulate: "simulated throttling (Lighthouse's default model)",
  devtools: "applied throttling (DevTools: 4x CPU, slow 4G, during the load)",
} as const;
type Throttling = keyof typeof THROTTLING;
const throttlings = (Object.keys(THROTTLING) as Throttling[]).filter(
  (method) => (process.env.BENCH_THROTTLING ?? method) === method,
);
// Both sites are served over http from this machine, so every https request goes to a third party (the template's
// avatars on i.pravatar.cc): blocked on both sides, as the machine may have no internet.
const BLOCKED_URL_PATTERNS = ["https://*"];

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
  /** When the largest paint was seen in the trace Lighthouse recorded, and how many scripts had finished by then. */
  paintSeen: number;
  scripts: number;
  scriptsBeforePaint: number;
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
}

interface LighthouseAudit {
  numericValue?: number;
  details?: {
    items?: Array<{
      resourceType?: string;
      transferSize?: number;
      networkEndTime?: number;
      observedLargestContentfulPaint?: number;
    }>;
  };
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LighthouseAudit>;
  environment?: { benchmarkIndex?: number };
}

/** The median; of an even count, the mean of the middle two (of two runs, not the higher one). */
const median = (values: number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[sorted.length / 2 - 1] ?? Number.NaN) + upper) / 2;
};

interface Served {
  server: ChildProcess;
  dataDir: string;
}

/** Our API serving a built site (ours or the template) on a port: the same static files, headers and compression. */
async function startServer(site: string, port: number): Promise<Served> {
  if (!existsSync(join(site, "index.html")) || !existsSync(apiServer)) {
    throw new Error("Build first: the web build and the API's dist/server.js are missing");
  }
  // Another server on the port would answer the health check below in ours' stead, and vanish when its run ends.
  const occupied = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${port} is in use: choose free ports with BENCH_PORT`);
  const dataDir = mkdtempSync(join(tmpdir(), "nivelia-bench-"));
  const server = spawn(process.execPath, [apiServer], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WEB_DIST_DIR: site,
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: "file",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) return { server, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`the API did not answer on port ${port}`);
}

/** Stops the server, then removes its store: removed before the exit, the store's closing writes left a folder. */
async function stopServer({ server, dataDir }: Served): Promise<void> {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  if (server.exitCode === null && server.signalCode === null) {
    server.kill();
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

function figuresOf(result: LighthouseResult): RunFigures {
  const audit = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const requests = result.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  const paintSeen = result.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((result.categories[category]?.score ?? 0) * 100)]),
    ) as RunFigures["scores"],
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    // Simulated throttling puts every script that finished before the paint it saw on that paint's path.
    paintSeen,
    scripts: scripts.length,
    scriptsBeforePaint: scripts.filter(
      (request) => (request.networkEndTime ?? Number.POSITIVE_INFINITY) <= paintSeen,
    ).length,
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
  };
}

interface Target {
  label: string;
  url: string;
}

/** Lighthouse's figures of each target: RUNS rounds, each measuring every target once, in the same Chromium. */
async function lighthouseRuns(targets: Target[], throttling: Throttling): Promise<Map<string, RunFigures[]>> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const runs = new Map(targets.map((target) => [target.label, [] as RunFigures[]]));
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      for (const target of targets) {
        // Headless Chromium now and then records a trace without its navigation start (NO_NAVSTART): run again.
        let answer: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 0; ; attempt += 1) {
          answer = await lighthouse(target.url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
            throttlingMethod: throttling,
            blockedUrlPatterns: BLOCKED_URL_PATTERNS,
          });
          if (!answer?.lhr.runtimeError || attempt >= 2) break;
        }
        if (!answer) throw new Error(`Lighthouse returned nothing for ${target.url}`);
        const error = answer.lhr.runtimeError;
        if (error) {
          console.log(
            `Lighthouse ${throttling} ${round}/${RUNS} ${target.label}: left out, ${error.code}: ${error.message}`,
          );
          continue;
        }
        // A metric Lighthouse could not compute (TBT without its interactive time, say) leaves performance unscored:
        // such a run would count as a score of 0 and its other figures would enter the medians.
        if (answer.lhr.categories.performance?.score === null) {
          const failed = Object.values(answer.lhr.audits).find(
            (audit) => audit.scoreDisplayMode === "error" && audit.errorMessage,
          );
          console.log(
            `Lighthouse ${throttling} ${round}/${RUNS} ${target.label}: left out, no performance score` +
              `${failed ? ` (${failed.id}: ${failed.errorMessage})` : ""}`,
          );
          continue;
        }
        const figures = figuresOf(answer.lhr as unknown as LighthouseResult);
        runs.get(target.label)?.push(figures);
        console.log(
          `Lighthouse ${throttling} ${round}/${RUNS} ${target.label}: performance ${figures.scores.performance}, ` +
            `LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return runs;
}

/** The landing's promise: at most this much blocking time in its first 12 s on a phone (4x CPU, slow 4G). */
const MAX_BLOCKING_MS = 200;
const BLOCKING_WINDOW_MS = 12_000;
/**
 * The networks the blocking time is measured on: the promise's slow 4G, with the verdict, and loopback's, which hands
 * the browser the whole document at once to parse in longer tasks, shown beside it without one.
 */
const BLOCKING_NETWORKS = [
  { label: "slow 4G", network: SLOW_4G, budget: true },
  { label: "unthrottled", network: undefined, budget: false },
] as const;
type BlockingNetwork = (typeof BLOCKING_NETWORKS)[number];

/**
 * Each target's blocking time in its first seconds on a slowed phone, on each network: RUNS rounds, each loading
 * every target once on every network.
 */
async function blockingRuns(targets: Target[]): Promise<Map<BlockingNetwork, Map<string, BlockingTime[]>>> {
  const runs = new Map(
    BLOCKING_NETWORKS.map((network) => [
      network,
      new Map(targets.map((target) => [target.label, [] as BlockingTime[]])),
    ]),
  );
  for (let round = 1; round <= RUNS; round += 1) {
    for (const network of BLOCKING_NETWORKS) {
      for (const target of targets) {
        const figures = await blockingTime(target.url, {
          chromePath: CHROMIUM,
          cpuRate: SLOW_PHONE_CPU_RATE,
          windowMs: BLOCKING_WINDOW_MS,
          network: network.network,
        });
        runs.get(network)?.get(target.label)?.push(figures);
        console.log(
          `Blocking time ${round}/${RUNS} ${target.label} (${network.label}): ${figures.total} ms, ` +
            `longest task ${figures.longest} ms`,
        );
      }
    }
  }
  return runs;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const millis = (ms: number) => String(Math.round(ms));

/** The median of one figure over the runs, with its range when the runs differ: `590 (550–680)`. */
function spread<Run>(runs: Run[], read: (figures: Run) => number, show: (value: number) => string): string {
  const values = runs.map(read).filter((value) => !Number.isNaN(value));
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? show(low) : `${show(median(values))} (${show(low)}–${show(high)})`;
}

/** Each target's medians over its runs: every category, the paint and blocking figures, the JavaScript sent. */
function lighthouseRows(runs: Map<string, RunFigures[]>): string[] {
  const rows: string[] = [
    "| route | runs | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS transferred | paint seen | scripts done by then |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const [label, figures] of runs) {
    const pick = (read: (figures: RunFigures) => number) => median(figures.map(read));
    rows.push(
      `| ${label} | ${figures.length} | ${CATEGORIES.map((category) => pick((f) => f.scores[category])).join(" | ")} | ` +
        `${(pick((f) => f.fcp) / 1000).toFixed(1)} s | ${(pick((f) => f.lcp) / 1000).toFixed(1)} s | ` +
        `${Math.round(pick((f) => f.tbt))} ms | ${pick((f) => f.cls).toFixed(3)} | ` +
        `${(pick((f) => f.jsBytes) / 1024).toFixed(0)} KB | ${Math.round(pick((f) => f.paintSeen))} ms | ` +
        `${pick((f) => f.scriptsBeforePaint)} of ${pick((f) => f.scripts)} |`,
    );
  }
  return rows;
}

/** Each route beside the template: performance, FCP, LCP, TBT, and whether its medians beat the template's. */
function comparisonRows(runs: Map<string, RunFigures[]>, templateLabel: string): string[] {
  const template = runs.get(templateLabel) ?? [];
  const of = (figures: RunFigures[], read: (f: RunFigures) => number) => median(figures.map(read));
  const rows = [
    "| route | performance | FCP (s) | LCP (s) | TBT (ms) | beats template (performance, TBT, LCP) |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const [label, figures] of runs) {
    const cells = [
      spread(figures, (f) => f.scores.performance, String),
      spread(figures, (f) => f.fcp, seconds),
      spread(figures, (f) => f.lcp, seconds),
      spread(figures, (f) => f.tbt, millis),
    ];
    let verdict = "(reference)";
    if (label !== templateLabel) {
      // Where a median does not beat the template's, say whether it ties (both 0 ms, say) or is worse.
      const against = (name: string, read: (f: RunFigures) => number, higherIsBetter: boolean) => {
        const ours = of(figures, read);
        const theirs = of(template, read);
        if (higherIsBetter ? ours > theirs : ours < theirs) return null;
        return ours === theirs ? `${name} tied` : `${name} worse`;
      };
      const behind = [
        against("performance", (f) => f.scores.performance, true),
        against("TBT", (f) => f.tbt, false),
        against("LCP", (f) => f.lcp, false),
      ].filter((name) => name !== null);
      verdict = behind.length === 0 ? "yes" : `no: ${behind.join(", ")}`;
    }
    rows.push(`| ${label} | ${cells.join(" | ")} | ${verdict} |`);
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

/** Whether a figure keeps its budget, and the budget in words. */
function withinBudget(ms: number, budget: Figure["budget"]): [string, boolean] {
  return "max" in budget
    ? [`at most ${budget.max} ms`, ms <= budget.max]
    : [`${budget.target} ± ${budget.tolerance} ms`, Math.abs(ms - budget.target) <= budget.tolerance];
}

/**
 * Figures on the real clock (`reportFigure`), each beside its budget: of a figure measured in several runs, the
 * median (range), held to the budget.
 */
function figureRows(runs: ReportRun[]): string[] {
  const byLabel = new Map<string, { budget: Figure["budget"]; values: number[] }>();
  for (const run of runs) {
    for (const note of run.annotations.filter((entry) => entry.type === "figure")) {
      const { label, budget, ms } = JSON.parse(note.description ?? "{}") as Figure;
      const entry = byLabel.get(label) ?? { budget, values: [] };
      entry.values.push(ms);
      byLabel.set(label, entry);
    }
  }
  const rows = ["| figure | runs | measured | budget | within |", "| --- | --- | --- | --- | --- |"];
  for (const [label, { budget, values }] of byLabel) {
    const [text, within] = withinBudget(median(values), budget);
    rows.push(
      `| ${label} | ${values.length} | ${spread(values, (ms) => ms, millis)} ms | ${text} | ${within ? "✓" : "✗"} |`,
    );
  }
  return rows;
}

/** The landing's blocking time beside the template's; the budget is ours. */
function blockingRows(
  runs: Map<BlockingNetwork, Map<string, BlockingTime[]>>,
  templateLabel: string,
): string[] {
  const rows = [
    "| page | network | runs | total blocking time | longest task | budget | within |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const [network, byPage] of runs) {
    for (const [label, figures] of byPage) {
      let verdict = "(reference) | ";
      if (label !== templateLabel) {
        const [text, within] = withinBudget(median(figures.map((f) => f.total)), { max: MAX_BLOCKING_MS });
        verdict = network.budget ? `${text} | ${within ? "✓" : "✗"}` : "(the promise is on slow 4G) | ";
      }
      rows.push(
        `| ${label} | ${network.label} | ${figures.length} | ${spread(figures, (f) => f.total, millis)} ms | ` +
          `${spread(figures, (f) => f.longest, millis)} ms | ${verdict} |`,
      );
    }
  }
  return rows;
}

const template = buildReferenceTemplate();
const TEMPLATE_LABEL = "template /";
const targets: Target[] = ROUTES.map((route) => ({ label: route, url: `http://127.0.0.1:${PORT}${route}` }));
if ("site" in template) targets.unshift({ label: TEMPLATE_LABEL, url: `http://127.0.0.1:${TEMPLATE_PORT}/` });
const ours = await startServer(webDist, PORT);
let theirs: Served | undefined;
const runs = new Map<Throttling, Map<string, RunFigures[]>>();
let blocking = new Map<BlockingNetwork, Map<string, BlockingTime[]>>();
try {
  if ("site" in template) theirs = await startServer(template.site, TEMPLATE_PORT);
  for (const throttling of throttlings) runs.set(throttling, await lighthouseRuns(targets, throttling));
  blocking = await blockingRuns(
    targets.filter((target) => target.label === TEMPLATE_LABEL || target.label === "/"),
  );
} finally {
  await stopServer(ours);
  if (theirs) await stopServer(theirs);
  if ("dispose" in template) template.dispose();
}
const quick = playwrightRuns(["e2e/quick-visitor.spec.ts", "--project=measured", "--no-deps"]);
const bench = playwrightRuns(["--project=bench", `--repeat-each=${RUNS}`], { WEB_BENCH: "1" });
for (const [throttling, figures] of runs) {
  console.log(
    `\nLighthouse, mobile, ${THROTTLING[throttling]}, median of ${RUNS} runs (fewer where one failed):\n`,
  );
  console.log(lighthouseRows(figures).join("\n"));
  // The verdicts depend on the machine (docs/web.md): say which one measured them.
  const allRuns = [...figures.values()].flat().filter((f) => !Number.isNaN(f.benchmarkIndex));
  const index = allRuns.length > 0 ? spread(allRuns, (f) => f.benchmarkIndex, millis) : "not reported";
  console.log(
    `\nThe machine: ${availableParallelism()} cores; ${CHROMIUM_VERSION}; Lighthouse benchmark index ${index} over ` +
      `these runs; load average ` +
      `${loadavg()
        .map((load) => load.toFixed(2))
        .join(", ")} at the end (1, 5, 15 min).`,
  );
  if ("site" in template) {
    console.log(
      `\nAgainst the reference template (${TEMPLATE_REPOSITORY} at ${TEMPLATE_COMMIT.slice(0, 7)}, its own Vite ` +
        `build served by our API with brotli), in the same Chromium, runs interleaved, https requests blocked on ` +
        `both sides, ${THROTTLING[throttling]}; median (range) of ${RUNS} runs:\n`,
    );
    console.log(comparisonRows(figures, TEMPLATE_LABEL).join("\n"));
  }
}
if (!("site" in template))
  console.log(`\nComparison with the reference template skipped: ${template.skipped}`);
console.log("\nEarly taps on the landing, from the tap to its answer (the page's own clock):\n");
console.log(tapRows(quick.runs).join("\n"));
if (quick.status !== 0) console.log(`\n(some quick-visitor tests failed: exit code ${quick.status})`);
console.log(
  `\nBlocking time in the first ${BLOCKING_WINDOW_MS / 1000} s at ${SLOW_PHONE_CPU_RATE}x CPU (a phone, 412 x 915), ` +
    `over a bare DevTools connection (bench/blocking-time.ts); median (range) of ${RUNS} loads, interleaved:\n`,
);
console.log(blockingRows(blocking, TEMPLATE_LABEL).join("\n"));
console.log(
  "\nOn the real clock, against their budgets (they depend on the machine as much as on the page):\n",
);
console.log(figureRows([...quick.runs, ...bench.runs]).join("\n"));
if (bench.status !== 0) console.log(`\n(some bench runs failed: exit code ${bench.status})`);
