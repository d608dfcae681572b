import { defineConfig } from "tsup";

// Dependencies stay external and are loaded from node_modules at run time.
export default defineConfig({
  entry: {
    // Its own file, so that the server's first import evaluates it before the chunks of the app (see the module).
    "tick-object-shape": "src/runtime/tick-object-shape.ts",
    server: "src/server.ts",
    app: "src/app.ts",
    "export-submissions": "src/cli/export-submissions.ts",
    "retry-outbox": "src/cli/retry-outbox.ts",
    leads: "src/cli/leads.ts",
    // PGlite's worker thread: `db/database.ts` starts it from this file, next to the chunks (see pglite-thread.ts).
    "pglite-thread": "src/db/pglite-thread.ts",
  },
  format: ["esm"],
  target: "node22",
  platform: "node",
  sourcemap: true,
  clean: true,
  dts: false,
});
