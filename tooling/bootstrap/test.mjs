// `npm test`: every check the project has, in order, ending with one line of passed/failed counts.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { log, ROOT, run } from "./toolchain.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let passed = 0;
let failed = 0;
const failures = [];

function fatal(message) {
  console.error(`\n✖ ${message}`);
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

/** A check with no test count of its own (format, types): one pass or one failure. */
function check(title, command, args) {
  log(title);
  if (run(command, args) === 0) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
}

function clearReports(files) {
  for (const file of files) rmSync(file, { force: true });
}

/** Runs a test suite and adds the counts from its JSON reports; a crash without a report is one failure. */
function suite(title, command, args, reports, count) {
  log(title);
  clearReports(reports);
  const code = run(command, args);
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
  } else if (failedHere > 0) failures.push(`${title} (${failedHere} failed)`);
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

ensureChromium();
log("installing dependencies (frozen lockfile)");
if (run("pnpm", ["install", "--frozen-lockfile"]) !== 0) fatal("pnpm install --frozen-lockfile failed");
log("building packages, web and API");
if (run("pnpm", ["turbo", "run", "build", "--output-logs=errors-only"]) !== 0) fatal("the build failed");

check("format and lint (biome ci)", "pnpm", ["biome", "ci", "."]);
check("typecheck (tsc, every workspace)", "pnpm", ["turbo", "run", "typecheck", "--output-logs=errors-only"]);
suite(
  "unit and API tests (vitest, every workspace)",
  "pnpm",
  ["turbo", "run", "test", "--output-logs=new-only", "--concurrency=1", "--force"],
  workspaceReports(),
  countVitest,
);
suite(
  "browser tests (Playwright, Chromium, production build)",
  "pnpm",
  ["--filter", "@nivelia/web", "e2e"],
  [join(ROOT, "apps", "web", "test-results", "playwright.json")],
  countPlaywright,
);

if (failures.length > 0) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
