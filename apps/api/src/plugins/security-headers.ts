import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

export interface SecurityHeadersOptions {
  /** Hashes of inline scripts the pages carry, e.g. the theme boot script. */
  scriptHashes: string[];
  /** Third-party analytics origins, present only when analytics are configured. */
  analyticsOrigins: { scripts: string[]; connect: string[] };
}

/** Strict security headers on every response, the web pages included. */
export const securityHeaders = fp<SecurityHeadersOptions>(async (app, { scriptHashes, analyticsOrigins }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...analyticsOrigins.scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...analyticsOrigins.connect],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...analyticsOrigins.connect],
        frameSrc: ["https://www.youtube-nocookie.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  });
});
