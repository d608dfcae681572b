// Shared test settings: every package writes a JSON report that `npm test` sums into its closing line.
/** @type {import("vitest/config").ViteUserConfig} */
export const sharedTestConfig = {
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
};
