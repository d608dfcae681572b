import { createHash, timingSafeEqual } from "node:crypto";
import { apiError } from "@nivelia/domain/api";
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from "fastify";

/** The OpenAPI security scheme the admin endpoints name (ADMIN_CONTRACT's `security`). */
export const ADMIN_SECURITY_SCHEMES = {
  adminToken: {
    type: "http" as const,
    scheme: "bearer",
    description: "ADMIN_TOKEN, solo si el servidor lo tiene configurado",
  },
};

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`; equal-length digests compared in constant time. */
export function hasAdminToken(request: Pick<FastifyRequest, "headers">, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? "");
  return timingSafeEqual(digest(match?.[1] ?? ""), expected) && match !== null;
}

/** The admin API, off without ADMIN_TOKEN: 401 before the body is read, so no caller learns which addresses exist. */
export const adminAuth: FastifyPluginAsync<{
  token: string | undefined;
  routes: FastifyPluginAsync;
}> = async (app, { token, routes }) => {
  if (token === undefined) return;
  const expected = digest(token);
  const check: onRequestHookHandler = (request, reply, done) => {
    if (hasAdminToken(request, expected)) return done();
    reply.code(401).header("www-authenticate", 'Bearer realm="admin"').send(apiError("UNAUTHORIZED"));
  };
  // Added after the rate limit's hook, so wrong tokens count towards the limit like any other request.
  app.addHook("onRoute", (route) => {
    route.onRequest = route.onRequest === undefined ? [check] : [...[route.onRequest].flat(), check];
  });
  await app.register(routes);
};
