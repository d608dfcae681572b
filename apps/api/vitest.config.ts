import { sharedTestConfig } from "@nivelia/vitest-config";
import { defineConfig } from "vitest/config";

export default defineConfig({
  ...sharedTestConfig,
  test: {
    ...sharedTestConfig.test,
    // Every app of the suite has a schema of its own on one PostgreSQL server (src/test/test-database.ts); the files
    // named *.pglite.test.ts run the embedded default (PGlite under DATA_DIR) instead.
    globalSetup: [...[sharedTestConfig.test?.globalSetup ?? []].flat(), "./src/test/global-postgres.ts"],
    // Files of one worker share its module cache: the suite's modules load once per worker, not once per file.
    isolate: false,
    // One worker per core, not Vitest's default of one fewer: most of the suite's time is spent waiting on the
    // servers, PostgreSQL and mail fakes its files start, so a second file runs in that time. On two cores the
    // default is a single worker, which ran every file one after the other (139 s, against 64 s with two side by
    // side on the same busy machine).
    maxWorkers: "100%",
    // Limits for a hang, not for speed: on a busy two-core machine starting PGlite or a server can take seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
