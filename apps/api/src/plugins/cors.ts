import cors from "@fastify/cors";
import fp from "fastify-plugin";

/** Cross-origin access only for the origins listed in CORS_ORIGINS; the site itself is same-origin and needs none. */
export const corsPolicy = fp<{ origins: readonly string[] }>(
  async (app, { origins }) => {
    // Same origin only: no CORS headers to write, so no hook on every request (a browser never preflights its own origin).
    if (origins.length === 0) return;
    await app.register(cors, {
      origin: [...origins],
      methods: ["GET", "POST"],
      allowedHeaders: ["content-type", "idempotency-key"],
      // The forms wait what a 503's Retry-After asks; another origin's script may read only headers listed here.
      exposedHeaders: ["retry-after"],
      maxAge: 600,
    });
  },
  { name: "cors-policy" },
);
