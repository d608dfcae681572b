import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { BRAND } from "@nivelia/domain/brand";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { leadWebhooksDocument } from "../webhooks/openapi";
import { ADMIN_SECURITY_SCHEMES } from "./admin-auth";

/** The OpenAPI document of the routes' zod schemas at /v1/openapi.json, read at /v1/docs; register before routes. */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: `API de ${BRAND.productName}`,
          description: "Verificación de tecnologías, formularios y pagos del sitio público.",
          version: "1.0.0",
        },
        servers: [{ url: "/" }],
        webhooks: leadWebhooksDocument(),
        components: { securitySchemes: ADMIN_SECURITY_SCHEMES },
      },
      hideUntagged: true,
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    // Served from node_modules: no CDN, so the page works under the site's CSP (script-src 'self').
    await app.register(swaggerUi, {
      routePrefix: "/v1/docs",
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
    app.get("/v1/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "openapi" },
);
