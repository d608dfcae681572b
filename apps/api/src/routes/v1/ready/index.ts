import { ApiErrorSchema } from "@nivelia/domain/forms";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const ReadyResponse = z.object({
  status: z.literal("ready"),
  outbox: z
    .object({
      unsent: z.number().int().describe("E-mails waiting to be sent, retried ones included"),
      failing: z.number().int().describe("Of those, e-mails whose last send failed"),
      givenUp: z
        .number()
        .int()
        .describe("E-mails given up after OUTBOX_MAX_ATTEMPTS; `retry-outbox` resends them"),
    })
    .describe("The e-mail outbox: a mail outage shows here while the API keeps accepting leads"),
});

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
        // Ready means leads are accepted and stored; e-mails that wait are reported, not a reason to refuse traffic.
        return { status: "ready" as const, outbox: await app.outbox.counts() };
      } catch (error) {
        request.log.warn({ err: error }, "not ready: database query failed");
        return reply
          .code(503)
          .send({ error: { code: "NOT_READY", message: "La base de datos no responde" } });
      }
    },
  );
};
