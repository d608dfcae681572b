import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

/** A port no one listens on now: the system's pick for a listener on port 0, released at once. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// E2E_PORT when given; otherwise a free port picked once by the main process, which its workers inherit through
// the environment (they load this file too), so that a server already on a fixed port never stops the run.
if (!process.env.E2E_PORT) process.env.E2E_FREE_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT ?? process.env.E2E_FREE_PORT);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const webRoot = dirname(fileURLToPath(import.meta.url));
// The build under test (WEB_OUT_DIR, `dist` by default) and a fresh lead store per run and port.
export const E2E_WEB_DIST = join(webRoot, process.env.WEB_OUT_DIR ?? "dist", "client");
// The JSON report that `npm test` and `pnpm bench:web` read: E2E_REPORT, or one per port given (E2E_PORT).
const E2E_REPORT =
  process.env.E2E_REPORT ?? `test-results/playwright${process.env.E2E_PORT ? `-${port}` : ""}.json`;
export const E2E_DATA_DIR = join(webRoot, "test-results", `api-data-${port}`);
// Workers load this file too: only the main process may wipe the store, before the server starts.
if (!process.env.TEST_WORKER_INDEX) rmSync(E2E_DATA_DIR, { recursive: true, force: true });

// Tests that act on a slowed phone (4x CPU, slow 4G) and report how long each answer took (`pnpm bench:web`).
const MEASURED = /quick-visitor\.spec\.ts$/;
// Figures on the real clock (`bench/*.bench.ts`): only `pnpm bench:web` runs them (WEB_BENCH=1), never `npm test`.
const BENCH = process.env.WEB_BENCH === "1";

// Browser tests run Debian's Chromium against the production build served by the API, as `npm start` does.
export default defineConfig({
  testDir: "e2e",
  // Per port, so that parallel runs (one per port) never wipe each other's artifacts.
  outputDir: `test-results/e2e-artifacts-${port}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: E2E_REPORT }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "es-ES",
    // Recording a trace snapshots the page at every action, whether or not it is kept: "retain-on-failure" made
    // every test 20-40% slower. A retry (CI) records one; locally, `--trace=retain-on-failure` when debugging.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: MEASURED },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      grep: /@mobile/,
      testIgnore: MEASURED,
    },
    // Their verdicts are outcomes awaited generously, never durations, so `npm test` runs them beside the others;
    // the figures they report are read only from `pnpm bench:web`, which runs them alone, one at a time.
    {
      name: "measured",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: MEASURED,
    },
    ...(BENCH
      ? [
          {
            name: "bench",
            testDir: "bench",
            testMatch: /\.bench\.ts$/,
            use: { ...devices["Desktop Chrome"], channel: undefined },
            workers: 1,
          },
        ]
      : []),
  ],
  webServer: {
    command: "node ../api/dist/server.js",
    url: `http://127.0.0.1:${port}/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WEB_DIST_DIR: E2E_WEB_DIST,
      DATA_DIR: E2E_DATA_DIR,
      // Submissions land as .eml files in DATA_DIR/mailbox, which the tests read.
      MAIL_TRANSPORT: "file",
      OUTBOX_POLL_MS: "200",
      RATE_LIMIT_MAX_PER_MINUTE: "10000",
    },
  },
});
