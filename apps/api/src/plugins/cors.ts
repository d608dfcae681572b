import cors from "@fastify/cors";
import fp from "fastify-plugin";

export interface CorsOptions {
  /** Origins allowed to call the API from another site (CORS_ORIGINS); empty means same origin only. */
  readonly origins: readonly string[];
}

/** Cross-origin access only for the listed origins; the site itself is same-origin and needs none. */
export const corsPolicy = fp<CorsOptions>(
  async (app, { origins }) => {
    await app.register(cors, {
      origin: origins.length === 0 ? false : [...origins],
      methods: ["GET", "POST"],
      allowedHeaders: ["content-type", "idempotency-key"],
      maxAge: 600,
    });
  },
  { name: "cors-policy" },
);
