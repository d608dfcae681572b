import { API_CONTRACT, apiError } from "@nivelia/domain/api";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { alreadyLogged } from "../../../plugins/request-log";
import { contractRoute } from "../contract-route";

/** Readiness: the process answers and its database runs a query. */
export const readyRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_CONTRACT.ready.path, contractRoute(API_CONTRACT.ready), async (request, reply) => {
      try {
        await app.db.query("select 1");
        // Ready means leads are accepted and stored; e-mails that wait are reported, not a reason to refuse traffic.
        // The e-mails of leads still in the lead journal are unsent too.
        const counts = await app.outbox.counts();
        return {
          status: "ready" as const,
          outbox: { ...counts, unsent: counts.unsent + app.leads.waitingMessages() },
        };
      } catch (error) {
        request.log.warn({ err: error }, "not ready: database query failed");
        return alreadyLogged(reply).code(503).send(apiError("NOT_READY"));
      }
    });
};
