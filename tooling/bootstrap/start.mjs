// `npm start`: install, build, then serve site and API on one origin (PORT, default 3000).
import { join } from "node:path";
import { log, ROOT, run } from "./toolchain.mjs";

const step = (title, command, args, options) => {
  log(title);
  const code = run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${title} failed (exit code ${code})`);
    process.exit(code);
  }
};

step("installing dependencies (frozen lockfile)", "pnpm", ["install", "--frozen-lockfile"]);
step("building packages, web and API", "pnpm", ["turbo", "run", "build", "--output-logs=errors-only"]);
log(`serving on http://localhost:${process.env.PORT ?? 3000}`);
process.exit(
  run(process.execPath, [join(ROOT, "apps", "api", "dist", "server.js")], {
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
  }),
);
