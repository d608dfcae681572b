import { VerifyTechnologyRequestSchema } from "@nivelia/domain/forms";
import { notDevelopmentMessage, verifyTechnology } from "@nivelia/domain/technologies";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const TechnologyCheckResultSchema = z.object({
  technology: z.string(),
  family: z.string(),
  relatedTechs: z.array(z.string()),
  possibleStacks: z.array(z.string()),
});
const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** Resolves a typed technology name against the catalogue (aliases and small typos included). */
export const verifyTechnologyRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/verify-technology",
    {
      schema: {
        body: VerifyTechnologyRequestSchema,
        response: { 200: TechnologyCheckResultSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = verifyTechnology(request.body.technology);
      if (outcome.kind === "technology") {
        const { result } = outcome;
        return {
          ...result,
          relatedTechs: [...result.relatedTechs],
          possibleStacks: [...result.possibleStacks],
        };
      }
      return reply.code(404).send({
        error: {
          code: "NOT_A_DEVELOPMENT_TECHNOLOGY",
          message: notDevelopmentMessage(request.body.technology),
        },
      });
    },
  );
};
