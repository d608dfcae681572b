import { API_ERRORS } from "@nivelia/domain/api";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { adminAuth } from "./admin-auth";
import { answerNotFound } from "./error-handler";

const TOKEN = "0123456789abcdef0123456789abcdef";

async function appWith(token: string | undefined) {
  const app = Fastify();
  app.setNotFoundHandler(answerNotFound);
  const seen: string[] = [];
  await app.register(adminAuth, {
    token,
    routes: async (admin) => {
      admin.get("/v1/admin/leads", async (request) => {
        seen.push(String((request.query as { email?: string }).email));
        return { leads: [] };
      });
    },
  });
  return { app, seen };
}

describe("admin API authentication", () => {
  it("is off without ADMIN_TOKEN: the admin address is unknown, with or without a token", async () => {
    const { app } = await appWith(undefined);
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await app.inject({
        url: "/v1/admin/leads?email=ana@empresa.es",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
  });

  it("lets the token through", async () => {
    const { app, seen } = await appWith(TOKEN);
    const response = await app.inject({
      url: "/v1/admin/leads?email=ana@empresa.es",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(seen).toEqual(["ana@empresa.es"]);
  });

  it.each([
    ["no header", undefined],
    ["another scheme", `Basic ${TOKEN}`],
    ["a wrong token of the same length", `Bearer ${TOKEN.replace("0", "1")}`],
    ["a shorter token", `Bearer ${TOKEN.slice(1)}`],
    ["the token with more after it", `Bearer ${TOKEN}x`],
    ["an empty bearer", "Bearer "],
  ])("answers %s with 401, the same whatever address is asked about", async (_name, authorization) => {
    const { app, seen } = await appWith(TOKEN);
    const bodies = new Set<string>();
    for (const email of ["ana@empresa.es", "nadie@ninguna.es"]) {
      const response = await app.inject({
        url: `/v1/admin/leads?email=${email}`,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="admin"');
      bodies.add(response.body);
    }
    expect([...bodies].map((body) => JSON.parse(body))).toEqual([
      { error: { code: "UNAUTHORIZED", message: API_ERRORS.UNAUTHORIZED.message } },
    ]);
    expect(seen).toEqual([]);
  });
});
