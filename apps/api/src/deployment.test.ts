import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { z } from "zod";

// Static checks of the deployment files: there is no container engine where the tests run.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const read = (file: string) => readFileSync(resolve(repoRoot, file), "utf8");

const Healthcheck = z.object({
  test: z.union([z.array(z.string()).min(2), z.string().min(1)]),
  interval: z.string().optional(),
  timeout: z.string().optional(),
  retries: z.number().int().positive().optional(),
});
const Service = z.object({
  image: z.string().optional(),
  build: z.unknown().optional(),
  environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  healthcheck: Healthcheck.optional(),
});
const Compose = z.object({ services: z.record(z.string(), Service) });

/** A value taken from the environment when compose runs: `${NAME}`, `${NAME:?message}`, … */
const INTERPOLATION = /^\$\{[A-Z_][A-Z0-9_]*(?::?[-?][^}]*)?\}$/;
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|API_KEY|PRIVATE_KEY/;
// Keys of the services this product talks to, should one be pasted in.
const SECRET_VALUE = /\b(sk|rk)_(live|test)_|\bwhsec_|\bre_[A-Za-z0-9]{8,}/;

/** Every secret the file names must come from the environment; returns the entries that do not. */
function committedSecrets(environment: Record<string, unknown>): string[] {
  return Object.entries(environment).flatMap(([name, raw]) => {
    const value = String(raw ?? "");
    if (SECRET_NAME.test(name) && value !== "" && !INTERPOLATION.test(value)) return [name];
    if (SECRET_VALUE.test(value)) return [name];
    // A password inside a URL (postgres://user:password@host) is a secret too.
    const password = /^[a-z]+:\/\/[^:/@\s]+:([^@\s]*)@/.exec(value)?.[1];
    if (password !== undefined && password !== "" && !INTERPOLATION.test(password)) return [name];
    return [];
  });
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation syntax, not a JavaScript template.
const FROM_ENVIRONMENT = "${POSTGRES_PASSWORD:?set it}";

describe("docker-compose.yml", () => {
  const document = parseDocument(read("docker-compose.yml"));
  const compose = Compose.parse(document.toJS());
  const services = Object.entries(compose.services);

  it("parses as YAML without errors or warnings", () => {
    expect(document.errors).toEqual([]);
    expect(document.warnings).toEqual([]);
    expect(services.map(([name]) => name).sort()).toEqual(["app", "db", "mail"]);
  });

  it("gives every service a health check, and the app's asks /v1/ready", () => {
    for (const [name, service] of services) expect(service.healthcheck, name).toBeDefined();
    expect(JSON.stringify(compose.services.app?.healthcheck?.test)).toContain("/v1/ready");
  });

  it("starts the app only when what it depends on is healthy", () => {
    const dependencies = Object.entries(compose.services.app?.depends_on ?? {});
    expect(dependencies.map(([name]) => name).sort()).toEqual(["db", "mail"]);
    for (const [name, { condition }] of dependencies) {
      expect(condition, name).toBe("service_healthy");
      expect(compose.services[name]?.healthcheck, name).toBeDefined();
    }
  });

  it("commits no secret: passwords and keys come from the environment", () => {
    for (const [name, service] of services) {
      expect(committedSecrets(service.environment ?? {}), name).toEqual([]);
    }
  });

  it.each([
    [{ POSTGRES_PASSWORD: "nivelia" }, ["POSTGRES_PASSWORD"]],
    [{ DATABASE_URL: "postgres://nivelia:nivelia@db:5432/nivelia" }, ["DATABASE_URL"]],
    [{ NOTE: "sk_live_123456" }, ["NOTE"]],
    [{ POSTGRES_PASSWORD: FROM_ENVIRONMENT }, []],
    [{ DATABASE_URL: `postgres://nivelia:${FROM_ENVIRONMENT}@db:5432/nivelia` }, []],
    [{ SMTP_URL: "smtp://mail:1025", STRIPE_SECRET_KEY: "" }, []],
  ])("the secret check flags %j as %j", (environment, flagged) => {
    expect(committedSecrets(environment)).toEqual(flagged);
  });
});

/** The instructions of a Dockerfile's last stage (the runtime image), continuation lines joined. */
function runtimeStage(dockerfile: string): { instruction: string; args: string }[] {
  const lines = dockerfile
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const instructions = lines.map((line) => {
    const [instruction = "", ...rest] = line.split(/\s+/);
    return { instruction: instruction.toUpperCase(), args: rest.join(" ") };
  });
  const lastFrom = instructions.map((entry) => entry.instruction).lastIndexOf("FROM");
  return instructions.slice(lastFrom);
}

describe("Dockerfile", () => {
  const stage = runtimeStage(read("Dockerfile"));
  const last = (instruction: string) => stage.filter((entry) => entry.instruction === instruction).at(-1);

  it("runs the runtime image as an unprivileged user", () => {
    // The last USER wins, so a later switch back to root is caught too.
    const user = last("USER")?.args.split(":")[0];
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user);
  });

  it("has a HEALTHCHECK that asks /v1/ready", () => {
    const healthcheck = last("HEALTHCHECK");
    expect(healthcheck?.args).toMatch(/\bCMD\b/);
    expect(healthcheck?.args).toContain("/v1/ready");
  });

  it("starts the built server", () => {
    expect(last("CMD")?.args).toContain("apps/api/dist/server.js");
  });
});

describe(".github/workflows/ci.yml", () => {
  const Workflow = z.object({
    jobs: z.record(
      z.string(),
      z.object({
        env: z.record(z.string(), z.string()).optional(),
        steps: z.array(
          z.object({ uses: z.string().optional(), run: z.string().optional(), with: z.unknown().optional() }),
        ),
      }),
    ),
  });
  const document = parseDocument(read(".github/workflows/ci.yml"));
  const steps = Object.values(Workflow.parse(document.toJS()).jobs).flatMap((job) => job.steps);

  it("runs the README's test command, through .ci/run", () => {
    expect(document.errors).toEqual([]);
    expect(steps.map((step) => step.run)).toContain("bash .ci/run");
    expect(read(".ci/run")).toMatch(/^npm test$/m);
  });

  it("caches the pnpm store", () => {
    const cache = steps.find((step) => step.uses?.startsWith("actions/cache@"));
    expect(JSON.stringify(cache?.with)).toContain("pnpm-store");
  });
});
