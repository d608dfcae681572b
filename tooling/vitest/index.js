// Shared test settings: every package writes a JSON report that `npm test` sums into its closing line, and each run
// keeps its temporary folders in one folder of its own, removed when it ends (see temp-folder.js).
import { fileURLToPath } from "node:url";

/** @type {import("vitest/config").ViteUserConfig} */
export const sharedTestConfig = {
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    restoreMocks: true,
    globalSetup: [fileURLToPath(new URL("./global-setup.js", import.meta.url))],
  },
};
