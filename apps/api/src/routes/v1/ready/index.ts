import { ApiErrorSchema } from "@nivelia/domain/forms";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const ReadyResponse = z.object({ status: z.literal("ready") });

/** Readiness: the process answers and its database runs a query. */
export const readyRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/ready",
    {
      schema: {
        summary: "Comprueba que la base de datos responde",
        tags: ["Estado"],
        response: { 200: ReadyResponse, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.query("select 1");
        return { status: "ready" as const };
      } catch (error) {
        request.log.warn({ err: error }, "not ready: database query failed");
        return reply
          .code(503)
          .send({ error: { code: "NOT_READY", message: "La base de datos no responde" } });
      }
    },
  );
};
