import { type ApiEndpoint, routeSchema } from "@nivelia/domain/api";

/** A route's options from its contract entry: the zod schemas (validation, serialisation, OpenAPI) and its limit. */
export function contractRoute<const E extends ApiEndpoint>(definition: E) {
  return {
    schema: routeSchema(definition),
    config: { rateLimitPerMinute: definition.rateLimitPerMinute },
  };
}
