import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { API_CONTRACT, API_ERROR_CODE_LIST, API_ERRORS, endpointErrorCodes } from "@nivelia/domain/api";
import { FORM_TYPE_KEYS } from "@nivelia/domain/forms";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { buildTestApp } from "../../test/build-test-app";
import { contractRoute } from "./contract-route";

const SOURCE_ROOT = join(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Error codes written in the API's sources: `code: "X"` literals and `apiError("X"` calls. */
function codesInSources(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SOURCE_ROOT)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\bcode: "([A-Z][A-Z_]+)"|\bapiError\(\s*"([A-Z][A-Z_]+)"/g)) {
      found.set(match[1] ?? match[2] ?? "", file.slice(SOURCE_ROOT.length + 1));
    }
  }
  return found;
}

describe("the API contract", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("lists every error code the API's sources send", () => {
    const listed = new Set<string>(API_ERROR_CODE_LIST);
    const unlisted = [...codesInSources()].filter(([code]) => !listed.has(code));
    expect(unlisted).toEqual([]);
    // The scan finds the codes: a regex that matched nothing would pass the check above vacuously.
    expect(codesInSources().size).toBeGreaterThan(10);
  });

  it("serves every endpoint with its contract's body, responses and error statuses in the OpenAPI document", async () => {
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    for (const [name, endpoint] of Object.entries(API_CONTRACT)) {
      const operation =
        document.paths[`/v1${endpoint.path.replace(/:(\w+)/g, "{$1}")}`]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation.summary, name).toBe(endpoint.summary);
      const statuses = new Set(endpointErrorCodes(endpoint).map((code) => String(API_ERRORS[code].status)));
      expect(Object.keys(operation.responses).sort(), name).toEqual(["200", ...statuses].sort());
    }
  });

  it("documents a request body for every POST, and send-email's per form type", async () => {
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    for (const [path, operations] of Object.entries<Record<string, { requestBody?: unknown }>>(
      document.paths,
    )) {
      if (operations.post) expect(operations.post.requestBody, `POST ${path}`).toBeDefined();
    }
    const sendEmail = document.paths["/v1/send-email"].post.requestBody.content["application/json"].schema;
    const variants: { properties: { formType: { enum: string[] } } }[] = sendEmail.oneOf;
    expect(variants.map((variant) => variant.properties.formType.enum)).toEqual(
      FORM_TYPE_KEYS.map((formType) => [formType]),
    );
    const contact = variants.find((variant) => variant.properties.formType.enum[0] === "contactHome");
    expect(JSON.stringify(contact)).toContain("contactMethods");
  });

  it("fails a route that answers with a code its contract entry does not list", async () => {
    const probe = Fastify().withTypeProvider<ZodTypeProvider>();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    // 'ready' lists NOT_READY for its 503; WEBHOOK_NOT_CONFIGURED is a 503 of another endpoint.
    probe.get("/listed", contractRoute(API_CONTRACT.ready), async (_request, reply) =>
      reply.code(503).send({ error: { code: "NOT_READY", message: "x" } }),
    );
    probe.get("/unlisted", contractRoute(API_CONTRACT.ready), async (_request, reply) =>
      reply.code(503).send({ error: { code: "WEBHOOK_NOT_CONFIGURED", message: "x" } }),
    );
    probe.get("/bad-shape", contractRoute(API_CONTRACT.ready), async () => ({ status: "busy" }) as never);
    expect((await probe.inject({ url: "/listed" })).statusCode).toBe(503);
    expect((await probe.inject({ url: "/unlisted" })).statusCode).toBe(500);
    expect((await probe.inject({ url: "/bad-shape" })).statusCode).toBe(500);
    await probe.close();
  });
});
