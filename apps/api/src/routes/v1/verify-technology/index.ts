import { API_CONTRACT, apiError } from "@nivelia/domain/api";
import {
  notDevelopmentMessage,
  type TechnologyCheckResult,
  verifyTechnology,
} from "@nivelia/domain/technologies";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TechnologyProvider } from "../../../ai/technology-provider";
import { contractRoute } from "../contract-route";

// The response schema wants mutable arrays; the domain's result is read-only.
const toBody = (result: TechnologyCheckResult) => ({
  ...result,
  relatedTechs: [...result.relatedTechs],
  possibleStacks: [...result.possibleStacks],
});

/** Resolves a typed name against the catalogue (aliases and small typos included), then the AI provider if any. */
export const verifyTechnologyRoutes: FastifyPluginAsync<{ provider: TechnologyProvider | null }> = async (
  app,
  { provider },
) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      API_CONTRACT.verifyTechnology.path,
      contractRoute(API_CONTRACT.verifyTechnology),
      async (request, reply) => {
        const { technology } = request.body;
        const outcome = verifyTechnology(technology);
        if (outcome.kind === "technology") return toBody(outcome.result);
        const answer = provider ? await provider.classify(technology, request.log) : undefined;
        if (answer?.kind === "technology") return toBody(answer.result);
        return reply
          .code(404)
          .send(apiError("NOT_A_DEVELOPMENT_TECHNOLOGY", notDevelopmentMessage(technology)));
      },
    );
};
