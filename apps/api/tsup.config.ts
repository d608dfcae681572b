import { defineConfig } from "tsup";

// Dependencies stay external and are loaded from node_modules at run time.
export default defineConfig({
  entry: {
    server: "src/server.ts",
    app: "src/app.ts",
    "export-submissions": "src/cli/export-submissions.ts",
    "retry-outbox": "src/cli/retry-outbox.ts",
    leads: "src/cli/leads.ts",
  },
  format: ["esm"],
  target: "node22",
  platform: "node",
  sourcemap: true,
  clean: true,
  dts: false,
});
