import { API_CONTRACT } from "@nivelia/domain/api";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contractRoute } from "../contract-route";

/** Liveness: answers as long as the process runs. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_CONTRACT.health.path, contractRoute(API_CONTRACT.health), async () => ({
      status: "ok" as const,
      uptimeSeconds: Math.round(process.uptime()),
    }));
};
