import { API_CONTRACT } from "@nivelia/domain/api";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../contract-route";

/** Liveness: answers as long as the process runs. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    // Synchronous: Fastify sends a returned value at once, with no promise and no microtask to settle it.
    .get(API_CONTRACT.health.path, contractRoute(API_CONTRACT.health), () => ({
      status: "ok" as const,
      uptimeSeconds: Math.round(process.uptime()),
    }));
};
