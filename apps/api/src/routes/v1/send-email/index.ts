import { API_CONTRACT, apiError } from "@nivelia/domain/api";
import { IdempotencyKeySchema, leadFromRequest } from "@nivelia/domain/forms";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withinCopyLimit } from "../../../mail/copy-limit";
import { STORAGE_RETRY_AFTER_SECONDS } from "../../../plugins/error-handler";
import { alreadyLogged } from "../../../plugins/request-log";
import { contractRoute } from "../contract-route";
import { leadSubmission } from "./lead-submission";

/** Validates with the contract, stores the lead with its e-mails (and webhook, if set) in one statement, answers. */
export const sendEmailRoutes: FastifyPluginAsync<{ teamEmail: string; webhook?: boolean }> = async (
  app,
  { teamEmail, webhook = false },
) => {
  const route = contractRoute(API_CONTRACT.sendEmail);
  app.withTypeProvider<ZodTypeProvider>().post(
    API_CONTRACT.sendEmail.path,
    {
      ...route,
      schema: { ...route.schema, headers: z.object({ "idempotency-key": IdempotencyKeySchema.optional() }) },
    },
    async (request, reply) => {
      const lead = await withinCopyLimit(app.db, leadFromRequest(request.body));
      const outcome = await app.storeLead(
        leadSubmission(lead, request.headers["idempotency-key"] ?? null, teamEmail, webhook),
      );
      if (outcome.kind === "unavailable")
        return alreadyLogged(reply)
          .code(503)
          .header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS))
          .send(apiError("STORAGE_UNAVAILABLE"));
      if (outcome.kind === "key-reused") return reply.code(422).send(apiError("IDEMPOTENCY_KEY_REUSED"));
      if (outcome.kind === "stored") {
        request.log.info(
          { submissionId: outcome.id, formType: lead.formType, isBot: lead.isBot },
          "lead stored",
        );
        app.outbox.wake();
      }
      return { success: true as const, id: outcome.id };
    },
  );
};
