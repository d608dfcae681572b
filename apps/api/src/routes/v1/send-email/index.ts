import { API_CONTRACT, apiError } from "@nivelia/domain/api";
import { IdempotencyKeySchema, parseSendEmailRequest } from "@nivelia/domain/forms";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { withinCopyLimit } from "../../../mail/copy-limit";
import { contractRoute } from "../contract-route";
import { leadSubmission } from "./lead-submission";

export interface SendEmailRoutesOptions {
  teamEmail: string;
}

/**
 * Stores a form submission with its e-mails (see `app.leads`), then answers; the outbox worker delivers them.
 * An Idempotency-Key, or the same payload within a minute, returns the first submission's id and stores nothing.
 */
export const sendEmailRoutes: FastifyPluginAsync<SendEmailRoutesOptions> = async (app, { teamEmail }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_CONTRACT.sendEmail.path,
    {
      ...contractRoute(API_CONTRACT.sendEmail),
      // The contract's per-form-type body documents the endpoint; parseSendEmailRequest validates it, with the
      // forms' own Spanish messages and the 'Unsupported form type' answer.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const header = request.headers["idempotency-key"];
      let idempotencyKey: string | null = null;
      if (header !== undefined) {
        const key = IdempotencyKeySchema.safeParse(header);
        if (!key.success) {
          const message = key.error.issues[0]?.message ?? "Invalid Idempotency-Key";
          return reply
            .code(400)
            .send(apiError("VALIDATION_ERROR", message, [{ path: "headers.idempotency-key", message }]));
        }
        idempotencyKey = key.data;
      }
      const parsed = parseSendEmailRequest(request.body);
      if (!parsed.ok) return reply.code(400).send({ error: parsed.error });
      const lead = await withinCopyLimit(app.db, parsed.value);
      const submission = leadSubmission(lead, idempotencyKey, teamEmail);
      const outcome = await app.leads.store(submission);
      if (outcome.kind === "key-reused") {
        return reply.code(422).send(apiError("IDEMPOTENCY_KEY_REUSED"));
      }
      if (outcome.kind === "stored") {
        request.log.info(
          { submissionId: outcome.id, formType: lead.formType, isBot: lead.isBot },
          "lead stored",
        );
      }
      return { success: true as const, id: outcome.id };
    },
  );
};
