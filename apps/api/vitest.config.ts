import { sharedTestConfig } from "@nivelia/vitest-config";
import { defineConfig, mergeConfig } from "vitest/config";

// Every test app starts an embedded PostgreSQL (PGlite), which takes seconds on a busy two-core machine.
export default mergeConfig(sharedTestConfig, defineConfig({ test: { hookTimeout: 120_000 } }));
