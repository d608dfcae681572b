import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { LEAD_CREATED_EVENT, LEAD_WEBHOOK_PAYLOAD_V1 } from "@nivelia/domain/api";
import { z } from "zod";
import { WEBHOOK_HEADERS } from "./signature";

/** The document's `webhooks` as the swagger plugin types it (OpenAPI 3.1 and later). */
type Webhooks = NonNullable<
  Extract<NonNullable<FastifyDynamicSwaggerOptions["openapi"]>, { webhooks?: unknown }>["webhooks"]
>;

const header = (name: string, description: string) => ({
  name,
  in: "header" as const,
  required: true,
  description,
  schema: { type: "string" as const },
});

/** The OpenAPI 3.1 `webhooks` entry of the lead webhook: what LEAD_WEBHOOK_URL receives, and how it is signed. */
export function leadWebhooksDocument(): Webhooks {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12, the dialect zod writes; the document states it once for all.
  const { $schema: _dialect, ...payload } = z.toJSONSchema(LEAD_WEBHOOK_PAYLOAD_V1) as Record<
    string,
    unknown
  >;
  return {
    [LEAD_CREATED_EVENT]: {
      post: {
        summary: "Un formulario guardado, enviado a LEAD_WEBHOOK_URL",
        description:
          "Firmado según Standard Webhooks con LEAD_WEBHOOK_SECRET. Se reintenta con espera creciente hasta recibir un 2xx; el mismo webhook-id en cada intento, para que el receptor descarte repeticiones.",
        tags: ["Formularios"],
        parameters: [
          header(WEBHOOK_HEADERS.id, "Identificador del envío, el mismo en cada reintento"),
          header(WEBHOOK_HEADERS.timestamp, "Segundos desde 1970 del intento"),
          header(WEBHOOK_HEADERS.signature, "v1,<base64 del HMAC-SHA256 de id.timestamp.cuerpo>"),
        ],
        requestBody: { required: true, content: { "application/json": { schema: payload } } },
        responses: {
          "2XX": { description: "Recibido: no se vuelve a enviar" },
          default: { description: "Cualquier otra respuesta se reintenta más tarde" },
        },
      },
    },
  };
}
