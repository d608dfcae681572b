import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const here = dirname(fileURLToPath(import.meta.url));
// Built (dist/) and source (src/) layouts both sit two levels under the repository's apps folder.
const defaultWebDist = resolve(here, "..", "..", "web", "dist", "client");

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** Every setting the API reads, with its default: `npm start` needs none of them. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SERVE_WEB: booleanFromEnv.default(true),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  TRUST_PROXY: z.string().default("false"),
  // The same IDs the web build reads: when set, the CSP allows the analytics hosts (loaded only after consent).
  VITE_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "expected a Google tag ID such as G-ABC123")
    .optional(),
  VITE_HOTJAR_ID: z.string().regex(/^\d+$/, "expected a numeric site ID").optional(),
});

export type AppConfig = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the configuration; a bad value throws an error naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Script hashes the prerendered pages need (written by the web build next to its output). */
export function webScriptHashes(config: AppConfig): string[] {
  const file = join(config.WEB_DIST_DIR, "..", "csp.json");
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  const list = (parsed as { scriptSrc?: unknown }).scriptSrc;
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === "string") : [];
}

/** Whether the built web app is present where the configuration says. */
export function hasWebBuild(config: AppConfig): boolean {
  return existsSync(join(config.WEB_DIST_DIR, "index.html"));
}
