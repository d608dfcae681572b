import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type BuildAppOptions, buildApp } from "../app";
import { loadConfig } from "../config";
import { freshTestDatabaseUrl } from "./test-database";

/** A tiny stand-in for the web build, so API tests do not depend on building the site first. */
export function fakeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), "nivelia-web-"));
  const files: Record<string, string> = {
    "index.html": "<!doctype html><title>Inicio</title><h1>Inicio</h1>",
    "precios/index.html": "<!doctype html><title>Precios</title><h1>Precios</h1>",
    "404.html": "<!doctype html><title>404</title><p>Error 404: Not Found</p>",
    "assets/index-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
    "robots.txt": "User-agent: *\n",
    "og/precios.1a2b3c4d.png": "\u0089PNG",
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), body);
  }
  return root;
}

/**
 * An app on a fresh temp DATA_DIR and a database of its own (a new schema of the worker's shared database),
 * unless env says otherwise: give two apps one DATABASE_URL from freshTestDatabaseUrl() to run two replicas.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: fakeWebBuild(),
    DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-data-")),
    DATABASE_URL: env.DATABASE_URL ?? (await freshTestDatabaseUrl()),
    // Tests make many calls from one address; the rate-limit tests set their own multiplier.
    RATE_LIMIT_MAX_PER_MINUTE: "100000",
    ...env,
  });
  const app = await buildApp(config, options);
  await app.ready();
  return app;
}
