import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BRAND } from "@nivelia/domain/brand";
import { LEAD_RETENTION_DAYS_DEFAULT } from "@nivelia/domain/forms";
import { z } from "zod";
import type { WebhookEndpoint } from "./webhooks/deliver";
import { isWebhookSecret } from "./webhooks/signature";

const here = dirname(fileURLToPath(import.meta.url));
// Built (dist/) and source (src/) layouts both sit two levels under the repository's apps folder.
const defaultWebDist = resolve(here, "..", "..", "web", "dist", "client");
const defaultDataDir = resolve(here, "..", "data");

/** An optional setting where an empty value (common in compose files) counts as unset. */
function optionalSetting<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

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
  // false, a hop count (1), or the proxies' addresses or CIDR ranges; `true` is accepted but warned about at start-up.
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine((value) => /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)?$/.test(value.trim()), {
      error: "expected false, a hop count (1), or comma-separated proxy addresses or CIDR ranges",
    }),
  // The same IDs the web build reads: when set, the CSP allows the analytics hosts (loaded only after consent).
  VITE_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "expected a Google tag ID such as G-ABC123")
    .optional(),
  VITE_HOTJAR_ID: z.string().regex(/^\d+$/, "expected a numeric site ID").optional(),
  // OpenAI-compatible chat completions for technologies outside the catalogue; no provider unless all three are set.
  AI_BASE_URL: optionalSetting(z.url({ protocol: /^https?$/, error: "expected an http(s) URL" })),
  AI_API_KEY: optionalSetting(z.string()),
  AI_MODEL: optionalSetting(z.string()),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  // Card payments: the package buttons work only when CHECKOUT_ENABLED is true and a secret key is set.
  CHECKOUT_ENABLED: booleanFromEnv.default(false),
  STRIPE_SECRET_KEY: optionalSetting(z.string().regex(/^(sk|rk)_/, "expected a Stripe secret key (sk_…)")),
  STRIPE_WEBHOOK_SECRET: optionalSetting(z.string().regex(/^whsec_/, "expected a webhook secret (whsec_…)")),
  // Only for pointing the Stripe SDK at a local fake server.
  STRIPE_API_HOST: optionalSetting(z.string()),
  STRIPE_API_PORT: optionalSetting(z.coerce.number().int().min(1).max(65_535)),
  STRIPE_API_PROTOCOL: optionalSetting(z.enum(["http", "https"])),
  PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: "expected an http(s) URL" })
    .default(BRAND.siteUrl)
    .transform((url) => url.replace(/\/+$/, "")),
  // One per-minute request limit for every limited route instead of their own (browser tests raise it).
  RATE_LIMIT_MAX_PER_MINUTE: optionalSetting(z.coerce.number().int().min(1).max(1_000_000)),
  // Origins allowed to call the API from another site; none by default (same origin only).
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ""),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: "expected comma-separated http(s) origins" })))
    .transform((urls) => urls.map((url) => new URL(url).origin)),
  // Whole request and headers alone: a slow client is answered 408, so trickled bodies cannot hold connections.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  // Longer than the 60 s idle timeout of common load balancers, so that they, not the server, close idle connections.
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(72_000),
  // Beyond it a new connection is answered 503; `ulimit -n` must exceed it by 256 (docs/operations.md).
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
  // Leads: where PGlite and the file mailbox live (one folder per process), or a PostgreSQL server.
  DATA_DIR: z
    .string()
    .min(1)
    .default(defaultDataDir)
    .transform((dir) => resolve(dir)),
  DATABASE_URL: optionalSetting(
    z.string().regex(/^(postgres(ql)?|memory):\/\//, "expected a postgres:// URL (or memory:// for tests)"),
  ),
  MAIL_TRANSPORT: z.enum(["auto", "resend", "smtp", "file"]).default("auto"),
  RESEND_API_KEY: optionalSetting(z.string().min(1)),
  // Only for pointing the Resend SDK at a local fake server.
  RESEND_BASE_URL: optionalSetting(z.url({ protocol: /^https?$/, error: "expected an http(s) URL" })),
  SMTP_URL: optionalSetting(z.string().regex(/^smtps?:\/\/\S+$/, "expected an smtp:// or smtps:// URL")),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]+$/, "expected one line, such as Nivelia <no-reply@nivelia.es>")
    .default(`${BRAND.productName} <no-reply@${BRAND.siteHost}>`),
  TEAM_EMAIL: z.email({ error: "expected an e-mail address" }).default(BRAND.teamEmail),
  // Connection, greeting, each reply and the whole send; well under the outbox's 2-minute lease.
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(30_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(2000),
  // 60 attempts with the outbox's backoff (2 s doubling to 1 h, jittered) keep trying for 25 to 50 hours.
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(60),
  // Access and erasure requests under /v1/admin: off (404) unless set; sent as `Authorization: Bearer <token>`.
  ADMIN_TOKEN: optionalSetting(
    z.string().regex(/^\S{32,}$/, "expected at least 32 characters without spaces"),
  ),
  // A cap on every form type's retention period (FORM_RETENTION); the longest the privacy policy promises is the default.
  LEAD_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(
      LEAD_RETENTION_DAYS_DEFAULT,
      `the privacy policy promises at most ${LEAD_RETENTION_DAYS_DEFAULT} days`,
    )
    .default(LEAD_RETENTION_DAYS_DEFAULT),
  // Every stored lead is also POSTed here, signed as Standard Webhooks says with the secret; both or neither.
  LEAD_WEBHOOK_URL: optionalSetting(z.url({ protocol: /^https?$/, error: "expected an http(s) URL" })),
  LEAD_WEBHOOK_SECRET: optionalSetting(
    z.string().refine(isWebhookSecret, { error: "expected whsec_ followed by 24 to 64 bytes in base64" }),
  ),
});

export type AppConfig = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The error of one bad setting, named as the start-up message names it. */
const invalid = (name: string, message: string) =>
  new ConfigError(`Invalid configuration:\n  ${name}: ${message}`);

/** Reads and validates the configuration; a bad value throws an error naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  mailTransportKind(parsed.data);
  if (parsed.data.HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS)
    throw invalid("HEADERS_TIMEOUT_MS", "must not exceed REQUEST_TIMEOUT_MS, which covers the headers too");
  leadWebhookEndpoint(parsed.data);
  return parsed.data;
}

/** Where stored leads are POSTed, or undefined when LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET are both unset. */
export function leadWebhookEndpoint(
  config: Pick<AppConfig, "LEAD_WEBHOOK_URL" | "LEAD_WEBHOOK_SECRET">,
): WebhookEndpoint | undefined {
  const { LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret } = config;
  if (url === undefined && secret === undefined) return undefined;
  if (url === undefined || secret === undefined)
    throw invalid(
      url === undefined ? "LEAD_WEBHOOK_URL" : "LEAD_WEBHOOK_SECRET",
      "required when the other LEAD_WEBHOOK_ setting is set",
    );
  return { url, secret };
}

/** The transport MAIL_TRANSPORT selects: `auto` is Resend with a key, else SMTP with a URL, else the file mailbox. */
export function mailTransportKind(
  config: Pick<AppConfig, "MAIL_TRANSPORT" | "RESEND_API_KEY" | "SMTP_URL">,
): "resend" | "smtp" | "file" {
  const { MAIL_TRANSPORT: kind, RESEND_API_KEY: key, SMTP_URL: url } = config;
  if (kind === "auto") return key !== undefined ? "resend" : url !== undefined ? "smtp" : "file";
  const missing =
    kind === "resend" && key === undefined
      ? "RESEND_API_KEY"
      : kind === "smtp" && url === undefined
        ? "SMTP_URL"
        : null;
  if (missing !== null) throw invalid(missing, `required when MAIL_TRANSPORT is ${kind}`);
  return kind;
}

/** Script hashes the prerendered pages need (written by the web build next to its output). */
export function webScriptHashes(config: AppConfig): string[] {
  const file = join(config.WEB_DIST_DIR, "..", "csp.json");
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  const list = (parsed as { scriptSrc?: unknown }).scriptSrc;
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === "string") : [];
}

/** Fastify's `trustProxy` for TRUST_PROXY: a hop count, proxy addresses or CIDR ranges, false, or true (warned). */
export function trustProxy(value: string): boolean | string[] | ((address: string, hop: number) => boolean) {
  const setting = value.trim();
  if (setting === "true") return true;
  if (setting === "false" || setting === "") return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    // Fastify 5 takes a number as "trust no hop"; this is proxy-addr's hop count: trust the nearest `hops` proxies.
    return (_address, hop) => hop < hops;
  }
  return setting.split(",").map((entry) => entry.trim());
}

/** The start-up warning for a TRUST_PROXY that lets any client choose its rate-limit identity, or null. */
export function trustProxyWarning(value: string): string | null {
  return trustProxy(value) === true
    ? "TRUST_PROXY=true trusts every X-Forwarded-For entry, so a client can pick its own address and escape the rate limits: set the proxy's address (TRUST_PROXY=10.0.0.2) or its hop count (TRUST_PROXY=1)"
    : null;
}

/**
 * The start-up warning for a web build the server cannot serve as it was built, or null: no build at WEB_DIST_DIR, or
 * no `csp.json` beside it, without which the Content-Security-Policy refuses every page's inline scripts.
 */
export function webBuildWarning(config: AppConfig): string | null {
  if (!config.SERVE_WEB) return null;
  if (!existsSync(join(config.WEB_DIST_DIR, "index.html"))) {
    return "web build not found: run `pnpm build` to serve the site";
  }
  return webScriptHashes(config).length === 0
    ? "no csp.json beside the web build (in WEB_DIST_DIR's parent folder): the Content-Security-Policy refuses the pages' inline scripts (the theme, early taps, the cookie banner's and side navigation's timings); serve the folder the web build writes as a whole"
    : null;
}
