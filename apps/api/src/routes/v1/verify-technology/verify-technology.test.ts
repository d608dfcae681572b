import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app";
import { buildTestApp } from "../../../test/build-test-app";

describe("POST /v1/verify-technology", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const post = (payload: unknown) =>
    app.inject({ method: "POST", url: "/v1/verify-technology", payload: payload as object });

  it.each([
    ["React", "React"],
    ["k8s", "Kubernetes"],
    ["postgres", "PostgreSQL"],
    ["  golang ", "Go"],
  ])("recognises %s as %s", async (input, name) => {
    const response = await post({ technology: input });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.technology).toBe(name);
    expect(body.family).toEqual(expect.any(String));
    expect(Array.isArray(body.relatedTechs)).toBe(true);
    expect(Array.isArray(body.possibleStacks)).toBe(true);
  });

  it("says a non-development word is not a development technology", async () => {
    const response = await post({ technology: "banana" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toContain("tecnología de desarrollo");
  });

  it.each([
    [{ technology: "" }, "Por favor, ingresa una tecnología"],
    [{ technology: "x".repeat(256) }, "Máximo 255 caracteres"],
    [{ technology: "<script>alert(1)</script>" }, "Entrada inválida"],
    [{ technology: "javascript:alert(1)" }, "Entrada inválida"],
  ])("rejects %j with the checker's message", async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "VALIDATION_ERROR", message } });
  });

  it("answers a body of the wrong shape in Spanish", async () => {
    const response = await post([]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: "Debe ser un objeto, no una lista",
        details: [{ path: "", message: "Debe ser un objeto, no una lista" }],
      },
    });
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/verify-technology",
      headers: { "content-type": "application/json" },
      payload: "{no es json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("INVALID_JSON");
    expect(response.body).not.toContain("at ");
  });

  it("answers a body over 64 KiB with 413", async () => {
    const response = await post({ technology: "a".repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
  });
});
