import { readdirSync } from "node:fs";
import { join, normalize, relative as relativePath, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";

/** Serves the prerendered web app: hashed assets cached for a year, HTML revalidated, unknown paths a real 404. */
export const staticSite = fp<{ root: string }>(async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Hashed bundles, and social cards whose names carry a fingerprint of their text and design.
      if (filePath.includes(`${sep}assets${sep}`) || filePath.includes(`${sep}og${sep}`)) {
        res.header("Cache-Control", IMMUTABLE);
      } else if (filePath.endsWith(".html")) res.header("Cache-Control", REVALIDATE);
      else res.header("Cache-Control", SHORT);
    },
  });

  // The build does not change while the server runs: list its files once instead of touching the disk per request.
  const files = new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relativePath(root, join(entry.parentPath, entry.name))),
  );
  const isFile = (relative: string) => files.has(relative);

  const sendNotFound = (reply: FastifyReply) =>
    reply.code(404).type("text/html; charset=utf-8").sendFile("404.html");

  app.setNotFoundHandler((request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    } catch {
      return sendNotFound(reply);
    }
    if (path === "/v1" || path.startsWith("/v1/")) {
      return reply
        .code(404)
        .send({ error: { code: "NOT_FOUND", message: `No existe ${request.method} ${path}` } });
    }
    if (request.method !== "GET" && request.method !== "HEAD") return sendNotFound(reply);
    const relative = normalize(path).replace(/^([/\\])+/, "");
    if (relative.split(sep).includes("..")) return sendNotFound(reply);
    if (relative !== "" && isFile(relative) && !relative.endsWith(".html")) return reply.sendFile(relative);
    const page = relative === "" ? "index.html" : join(relative.replace(/[/\\]$/, ""), "index.html");
    if (isFile(page)) return reply.type("text/html; charset=utf-8").sendFile(page);
    return sendNotFound(reply);
  });
});
