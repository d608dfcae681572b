import { sharedTestConfig } from "@nivelia/vitest-config";
import { defineConfig } from "vitest/config";

// The test command runs this suite twice: on the embedded database, then on the PostgreSQL server it starts.
const againstPostgres = (process.env.TEST_DATABASE_URL ?? "") !== "";

export default defineConfig({
  ...sharedTestConfig,
  test: {
    ...sharedTestConfig.test,
    // Files of one worker share its module cache, so they share its one in-memory PGlite (each app in a
    // schema of its own, see src/test/test-database.ts) instead of paying its start-up once per file.
    isolate: false,
    // Each test process opens and closes PGlite instances: V8's WebAssembly code collection stays off, as in the
    // server (see the module).
    setupFiles: ["./src/runtime/wasm-code-gc.ts"],
    // Limits for a hang, not for speed: on a busy two-core machine starting a PGlite (the first app of each
    // worker, the tests of the on-disk database) or 200 property-based requests can take tens of seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Its own report (replacing the shared one, not added to it), so the second run keeps the first one's.
    reporters: [
      "default",
      ["json", { outputFile: `test-results/${againstPostgres ? "vitest-postgres" : "vitest"}.json` }],
    ],
  },
});
