import { sharedTestConfig } from "@nivelia/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      // Files of one worker share its module cache, so they share its one in-memory PGlite (each app in a
      // schema of its own, see src/test/test-database.ts) instead of paying its start-up once per file.
      isolate: false,
    },
  }),
);
