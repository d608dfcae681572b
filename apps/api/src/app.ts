import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import { securityHeaders } from "./plugins/security-headers";
import { staticSite } from "./plugins/static-site";
import { healthRoutes } from "./routes/v1/health/index";

/** `TRUST_PROXY` accepts true/false or a comma-separated list of proxy addresses or CIDR ranges. */
function trustProxy(value: string): boolean | string[] {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  return value.split(",").map((entry) => entry.trim());
}

/** Builds the whole application without listening, so tests can call `app.inject`. */
export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(securityHeaders);
  await app.register(
    async (v1) => {
      await v1.register(healthRoutes);
    },
    { prefix: "/v1" },
  );
  if (config.SERVE_WEB) await app.register(staticSite, { root: config.WEB_DIST_DIR });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
