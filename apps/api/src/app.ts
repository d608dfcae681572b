import { join } from "node:path";
import { apiError, installSpanishIssueMessages } from "@nivelia/domain/api";
import Fastify, { type FastifyReply, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { technologyProviderFromConfig } from "./ai/technology-provider";
import { createStripeClient, isCheckoutEnabled } from "./checkout/stripe-client";
import {
  type AppConfig,
  leadWebhookEndpoint,
  trustProxy,
  trustProxyWarning,
  webScriptHashes,
} from "./config";
import { type LogDestination, loggerOptions } from "./logger";
import { adminAuth } from "./plugins/admin-auth";
import { connectionCap } from "./plugins/connection-cap";
import { corsPolicy } from "./plugins/cors";
import { answerNotFound, errorHandler } from "./plugins/error-handler";
import { openApi } from "./plugins/openapi";
import { outbox } from "./plugins/outbox";
import { rateLimits } from "./plugins/rate-limit";
import { requestLog } from "./plugins/request-log";
import { answerClientError, ERROR_SECURITY_HEADERS, securityHeaders } from "./plugins/security-headers";
import { shutdown } from "./plugins/shutdown";
import { staticSite } from "./plugins/static-site";
import { storage } from "./plugins/storage";
import { leadRetention } from "./privacy/retention-schedule";
import { adminLeadRoutes } from "./routes/v1/admin/index";
import { checkoutRoutes } from "./routes/v1/checkout/index";
import { healthRoutes } from "./routes/v1/health/index";
import { readyRoutes } from "./routes/v1/ready/index";
import { sendEmailRoutes } from "./routes/v1/send-email/index";
import { verifyTechnologyRoutes } from "./routes/v1/verify-technology/index";

/** Hosts the consented analytics scripts talk to; none unless their IDs are configured. */
function analyticsOrigins(config: AppConfig) {
  const scripts: string[] = [];
  const connect: string[] = [];
  if (config.VITE_GA_ID) {
    scripts.push("https://www.googletagmanager.com");
    connect.push(
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://www.googletagmanager.com",
    );
  }
  if (config.VITE_HOTJAR_ID) {
    scripts.push("https://static.hotjar.com", "https://script.hotjar.com");
    connect.push("https://*.hotjar.com", "https://*.hotjar.io", "wss://*.hotjar.com");
  }
  return { scripts, connect };
}

export interface BuildAppOptions {
  /** Where the log lines go instead of standard output (tests that read the logs). */
  readonly logStream?: LogDestination;
  /** The storage's and the outbox's clock (milliseconds since the epoch): tests move it instead of waiting. */
  readonly clock?: () => number;
  /** Gives up on a send to the mail service after `ms`; outage tests abort these signals themselves. */
  readonly mailAbortAfter?: (ms: number) => AbortSignal;
}

/** Builds the whole application without listening, so tests can call `app.inject`. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  // Structural zod issues without a message of their own are answered in Spanish like every other message.
  installSpanishIssueMessages();
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // Requests are logged by the request-log plugin: at debug, except errors and slow ones.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    // Slow clients are cut off (Node answers 408 through clientErrorHandler); idle kept-alive connections closed.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks those two timeouts at this interval (30 s by default, which would double the request timeout).
      connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
    // Opening PGlite (with crash recovery) and migrating can outlast the default 10 s on a busy machine.
    pluginTimeout: 60_000,
    // The shutdown plugin answers requests during close with the documented error and Retry-After.
    return503OnClosing: false,
    // A request Node cannot parse (an overlong URL) gets the documented error and the security headers.
    clientErrorHandler: answerClientError,
    // Errors raised before routing (a malformed URL) get the same JSON shape as every other error.
    frameworkErrors: (_error, _request, reply) => {
      // No hook has run before routing, so the answer carries its own security headers (the cast: no route types yet).
      void (reply as unknown as FastifyReply)
        .headers(ERROR_SECURITY_HEADERS)
        .code(400)
        .send(apiError("BAD_REQUEST"));
    },
  }).withTypeProvider<ZodTypeProvider>();
  const proxyWarning = trustProxyWarning(config.TRUST_PROXY);
  if (proxyWarning !== null) app.log.warn(proxyWarning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(securityHeaders, {
    scriptHashes: config.SERVE_WEB ? webScriptHashes(config) : [],
    analyticsOrigins: analyticsOrigins(config),
  });
  // After the security headers: their answers to a request that arrives during close or over the cap carry them.
  await app.register(shutdown);
  await app.register(connectionCap, { max: config.MAX_CONNECTIONS });
  // The file transport's folder: an erased or expired lead's e-mail copies there go with it.
  const mailboxDir = join(config.DATA_DIR, "mailbox");
  await app.register(requestLog);
  await app.register(errorHandler);
  await app.register(storage, { config, clock: options.clock });
  await app.register(outbox, { config, clock: options.clock, mailAbortAfter: options.mailAbortAfter });
  await app.register(corsPolicy, { origins: config.CORS_ORIGINS });
  // Both collect routes as they are added, so they come before the routes.
  await app.register(rateLimits, {
    maxPerMinute: config.RATE_LIMIT_MAX_PER_MINUTE,
    // Replicas share a PostgreSQL server; PGlite belongs to one process, which counts in memory.
    sharedStore: app.db.kind === "postgres" ? app.db : undefined,
  });
  await app.register(openApi);
  await app.register(
    async (v1) => {
      await v1.register(healthRoutes);
      await v1.register(readyRoutes);
      await v1.register(sendEmailRoutes, {
        teamEmail: config.TEAM_EMAIL,
        webhook: leadWebhookEndpoint(config) !== undefined,
      });
      await v1.register(verifyTechnologyRoutes, { provider: technologyProviderFromConfig(config) });
      await v1.register(checkoutRoutes, {
        stripe: createStripeClient(config),
        enabled: isCheckoutEnabled(config),
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        siteUrl: config.PUBLIC_SITE_URL,
        teamEmail: config.TEAM_EMAIL,
      });
      await v1.register(adminAuth, {
        token: config.ADMIN_TOKEN,
        routes: async (admin) =>
          admin.register(adminLeadRoutes, { maxAttempts: config.OUTBOX_MAX_ATTEMPTS, mailboxDir }),
      });
    },
    { prefix: "/v1" },
  );
  await app.register(leadRetention, {
    db: app.db,
    capDays: config.LEAD_RETENTION_DAYS,
    mailboxDir,
    clock: options.clock,
  });
  if (config.SERVE_WEB) await app.register(staticSite, { root: config.WEB_DIST_DIR });
  // Without the site, an unknown address still gets the documented error shape rather than Fastify's own.
  else app.setNotFoundHandler(answerNotFound);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
