import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp } from "../test/build-test-app";

/** Every method and path of the route tree that `printRoutes` draws, e.g. "GET /v1/checkout/sessions/:id". */
function routesOf(app: App): { method: string; path: string }[] {
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1]?.length ?? 0) / 4;
    const path = `${stack[depth - 1] ?? ""}${match[2]}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) routes.push({ method, path });
  }
  return routes;
}

describe("OpenAPI document and docs page", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("documents every /v1 endpoint with a summary, tags and response schemas", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const endpoints = routesOf(app).filter(
      ({ method, path }) =>
        path.startsWith("/v1/") &&
        !path.startsWith("/v1/docs") &&
        path !== "/v1/openapi.json" &&
        method !== "HEAD" &&
        method !== "OPTIONS",
    );
    expect(endpoints.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        "GET /v1/health",
        "GET /v1/ready",
        "POST /v1/send-email",
        "POST /v1/verify-technology",
        "GET /v1/checkout/config",
        "POST /v1/checkout",
        "GET /v1/checkout/sessions/:id",
        "POST /v1/checkout/webhook",
      ]),
    );
    for (const { method, path } of endpoints) {
      const operation = document.paths[path.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
      expect(operation, `${method} ${path} is in the document`).toBeDefined();
      expect(operation.summary, `${method} ${path} has a summary`).toEqual(expect.any(String));
      expect(operation.tags?.length, `${method} ${path} has tags`).toBeGreaterThan(0);
      expect(Object.keys(operation.responses ?? {}), `${method} ${path} has responses`).toContain("200");
    }
  });

  it("generates the request bodies from the domain's zod schemas", async () => {
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    const checkoutBody = document.paths["/v1/checkout"].post.requestBody.content["application/json"].schema;
    expect(checkoutBody.properties.packageId.enum).toEqual(["pack-1", "pack-2", "pack-3", "enterprise"]);
    const verifyBody =
      document.paths["/v1/verify-technology"].post.requestBody.content["application/json"].schema;
    expect(verifyBody.properties.technology.maxLength).toBe(255);
    const sendEmailVariants: { required: string[] }[] =
      document.paths["/v1/send-email"].post.requestBody.content["application/json"].schema.oneOf;
    expect(sendEmailVariants.length).toBeGreaterThan(1);
    for (const variant of sendEmailVariants) {
      expect(variant.required).toEqual(
        expect.arrayContaining(["formType", "formData", "copyToUser", "consents"]),
      );
    }
  });

  it("leaves the web pages out of the document", async () => {
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    expect(Object.keys(document.paths).every((path) => path.startsWith("/v1/"))).toBe(true);
  });

  it("serves the docs page from this server, with no third-party URL, under the strict CSP", async () => {
    const page = await app.inject({ method: "GET", url: "/v1/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("swagger-ui");
    expect(page.body).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
    const scripts = [...page.body.matchAll(/<script src="\.\/([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await app.inject({ method: "GET", url: `/v1/docs/${script}` });
      expect(asset.statusCode, script).toBe(200);
    }
    const initializer = await app.inject({ method: "GET", url: "/v1/docs/static/swagger-initializer.js" });
    expect(initializer.body).toContain("validatorUrl: null");
  });
});
