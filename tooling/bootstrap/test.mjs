// `npm test`: every check the project has, in order, ending with one line of passed/failed counts.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { log, ROOT, run } from "./toolchain.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The API suite starts its own PostgreSQL server (apps/api/src/test/global-postgres.ts), whatever the shell says.
delete process.env.TEST_DATABASE_URL;
let passed = 0;
let failed = 0;
const failures = [];
/** Every stage run so far, for the closing table: title, seconds, outcome. */
const stages = [];

/** Runs one stage under its title and records how long it took and what it gave (the string it returns). */
async function stage(title, work) {
  log(title);
  const start = performance.now();
  const outcome = await work();
  stages.push({ title, seconds: (performance.now() - start) / 1000, outcome });
}

function printStages() {
  const rows = [
    ["stage", "time", "result"],
    ...stages.map(({ title, seconds, outcome }) => [title, `${seconds.toFixed(1)} s`, outcome]),
    ["total", `${stages.reduce((sum, entry) => sum + entry.seconds, 0).toFixed(1)} s`, ""],
  ];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)));
  console.log("");
  for (const [index, [title, time, outcome]] of rows.entries()) {
    console.log(`${title.padEnd(widths[0])}  ${time.padStart(widths[1])}  ${outcome}`.trimEnd());
    if (index === 0 || index === rows.length - 2)
      console.log(`${"-".repeat(widths[0])}  ${"-".repeat(widths[1])}  ------`);
  }
}

function fatal(message) {
  console.error(`\n✖ ${message}`);
  printStages();
  console.log("\nSummary: 0 passed, 1 failed");
  process.exit(1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || spawnSync("which", ["apt-get"]).status !== 0) {
    fatal(`Chromium not found at ${CHROMIUM}: install Debian's chromium package or set CHROMIUM_PATH`);
  }
  log("installing Debian's chromium for the browser tests");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (run("apt-get", ["update", "-qq"], { env }) !== 0) fatal("apt-get update failed");
  if (
    run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-dejavu-core"], {
      env,
    }) !== 0
  ) {
    fatal("apt-get install chromium failed");
  }
}

/** A check with no test count of its own (format, types, a build): one pass or one failure. */
function check(title, command, args, options = {}) {
  return stage(title, () => {
    if (run(command, args, options) === 0) {
      passed += 1;
      return "ok";
    }
    failed += 1;
    failures.push(title);
    return "failed";
  });
}

function clearReports(files) {
  for (const file of files) rmSync(file, { force: true });
}

/** Runs a test suite and adds the counts from its JSON reports; a crash without a report is one failure. */
function suite(title, command, args, reports, count, options = {}) {
  return stage(title, () => {
    clearReports(reports);
    const code = run(command, args, options);
    let counted = 0;
    let failedHere = 0;
    for (const report of reports) {
      if (!existsSync(report)) continue;
      const { ok, bad } = count(JSON.parse(readFileSync(report, "utf8")));
      counted += ok + bad;
      passed += ok;
      failed += bad;
      failedHere += bad;
    }
    if (code !== 0 && failedHere === 0) {
      failed += 1;
      failures.push(`${title} (exit code ${code}${counted === 0 ? ", no test report" : ""})`);
      return `exit code ${code}, ${counted} tests counted`;
    }
    if (failedHere > 0) failures.push(`${title} (${failedHere} failed)`);
    return `${counted - failedHere} passed, ${failedHere} failed`;
  });
}

const workspaceReports = () =>
  ["apps", "packages"].flatMap((group) =>
    readdirSync(join(ROOT, group)).map((name) => join(ROOT, group, name, "test-results", "vitest.json")),
  );
const countVitest = (report) => ({ ok: report.numPassedTests ?? 0, bad: report.numFailedTests ?? 0 });
const countPlaywright = (report) => ({
  ok: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
  bad: report.stats?.unexpected ?? 0,
});

await stage("Chromium for the browser tests", () => {
  ensureChromium();
  return "ok";
});
await stage("install dependencies (frozen lockfile)", () => {
  if (run("pnpm", ["install", "--frozen-lockfile"]) !== 0) fatal("pnpm install --frozen-lockfile failed");
  return "ok";
});
await stage("build packages, web and API", () => {
  if (run("pnpm", ["turbo", "run", "build", "--output-logs=errors-only"]) !== 0) fatal("the build failed");
  return "ok";
});

await check("format and lint (biome ci)", "pnpm", ["biome", "ci", "."]);
await check("typecheck (tsc, every workspace)", "pnpm", [
  "turbo",
  "run",
  "typecheck",
  "--output-logs=errors-only",
]);
await suite(
  "unit and API tests (vitest, every workspace; the API on PostgreSQL, its *.pglite tests on PGlite)",
  "pnpm",
  // --only: the packages were built by the build stage above; --force alone would build them again (ui, domain).
  ["turbo", "run", "test", "--output-logs=new-only", "--concurrency=1", "--force", "--only"],
  workspaceReports(),
  countVitest,
);

// The report playwright.config.ts writes: one per port when E2E_PORT gives the run its own server.
const playwrightReport = join(
  ROOT,
  "apps",
  "web",
  "test-results",
  `playwright${process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : ""}.json`,
);
await suite(
  "browser tests (Playwright, Chromium, production build)",
  "pnpm",
  ["--filter", "@nivelia/web", "e2e", "--grep-invert", "@video"],
  [playwrightReport],
  countPlaywright,
);

// The hero's demo video is build configuration (VITE_DEMO_VIDEO_URL). The build above has none, so 'Ver demo (2 min)'
// leads to the interactive demo; the tests tagged @video check the video's link and modal on a build that has one.
const videoReport = join(ROOT, "apps", "web", "test-results", "playwright-video.json");
const videoEnv = {
  ...process.env,
  WEB_OUT_DIR: "dist-video",
  VITE_DEMO_VIDEO_URL: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  E2E_REPORT: videoReport,
};
await check("web build with a demo video configured", "pnpm", ["--filter", "@nivelia/web", "build"], {
  env: videoEnv,
});
await suite(
  "browser tests of the demo video (that build)",
  "pnpm",
  ["--filter", "@nivelia/web", "e2e", "--grep", "@video"],
  [videoReport],
  countPlaywright,
  { env: videoEnv },
);

printStages();
if (failures.length > 0) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
