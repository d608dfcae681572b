import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const HealthResponse = z.object({ status: z.literal("ok"), uptimeSeconds: z.number() });

/** Liveness: answers as long as the process runs. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/health",
    {
      schema: {
        summary: "Comprueba que el proceso responde",
        tags: ["Estado"],
        response: { 200: HealthResponse },
      },
    },
    async () => ({
      status: "ok" as const,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );
};
