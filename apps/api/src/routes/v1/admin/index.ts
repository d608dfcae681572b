import { ADMIN_CONTRACT } from "@nivelia/domain/api";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { addressHash, erasePersonLeads, findPersonLeads } from "../../../privacy/person-data";
import { contractRoute } from "../contract-route";

/** Access and erasure (GDPR art. 15 and 17) behind adminAuth; the audit line has a hash of the address only. */
export const adminLeadRoutes: FastifyPluginAsync<{
  maxAttempts: number;
  mailboxDir: string | undefined;
}> = async (app, { maxAttempts, mailboxDir }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(ADMIN_CONTRACT.leads.path, contractRoute(ADMIN_CONTRACT.leads), async (request) => {
    const leads = await findPersonLeads(app.db, request.query.email, maxAttempts);
    request.log.info(
      { audit: "access", addressHash: addressHash(request.query.email), submissions: leads.length },
      "admin: a person's leads read",
    );
    return { leads };
  });
  routes.delete(ADMIN_CONTRACT.eraseLeads.path, contractRoute(ADMIN_CONTRACT.eraseLeads), async (request) => {
    const erased = await erasePersonLeads(app.db, request.query.email, mailboxDir);
    request.log.info(
      { audit: "erasure", addressHash: addressHash(request.query.email), erased },
      "admin: a person's leads erased",
    );
    return { erased };
  });
};
