import { API_CONTRACT, apiError } from "@nivelia/domain/api";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { alreadyLogged } from "../../../plugins/request-log";
import { contractRoute } from "../contract-route";

/** Readiness: a lead can be stored now (see `canStoreLeads`); the outbox's counts are reported, not a reason. */
export const readyRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_CONTRACT.ready.path, contractRoute(API_CONTRACT.ready), async (_request, reply) => {
      // The storage logs its own failures once (see the storage plugin); a load balancer asks every few seconds.
      if (!(await app.canStoreLeads())) return alreadyLogged(reply).code(503).send(apiError("NOT_READY"));
      const outbox = await app.outbox.counts().catch(() => null);
      if (outbox === null) return alreadyLogged(reply).code(503).send(apiError("NOT_READY"));
      return { status: "ready" as const, outbox };
    });
};
