import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { answerNotFound } from "./error-handler";
import { pathOf } from "./request-log";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
export const SHORT = "public, max-age=3600";

/** The Cache-Control of a built file: hashed assets for a year, pages revalidated, anything else for an hour. */
export function cacheControlFor(file: string): string {
  // Hashed bundles, and social cards whose names carry a fingerprint of their text and design.
  const parts = file.split("/");
  if (parts.includes("assets") || parts.includes("og")) return IMMUTABLE;
  return file.endsWith(".html") ? REVALIDATE : SHORT;
}

/** The build's files by their URL path (`precios/index.html`), without the .br/.gz twins @fastify/static picks itself. */
function listFiles(root: string): Set<string> {
  const names = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
  const present = new Set(names);
  return new Set(names.filter((name) => !/\.(br|gz)$/.test(name) || !present.has(name.slice(0, -3))));
}

/** The request path as a build file name, or null (bad encoding); only listed names are served, so '..' finds none. */
function fileKey(url: string): string | null {
  try {
    const segments = decodeURIComponent(pathOf(url)).split("/");
    return segments.filter((segment) => segment !== "" && segment !== ".").join("/");
  } catch {
    return null;
  }
}

/** The page a file name or path names: `precios/index.html`, `precios/` and `precios` all name `precios`. */
function pageRoute(key: string): string {
  if (key === "index.html") return "";
  return key.endsWith("/index.html") ? key.slice(0, -"/index.html".length) : key;
}

const isApi = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?");

/**
 * The prerendered site through @fastify/static (pre-compressed twins, ETag, HEAD) and Fastify's hooks: each page at
 * its one address (others redirected), hashed assets cached for a year, HTML revalidated, the rest the 404 page.
 */
export const staticSite = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });
    const files = listFiles(root);
    // Each page by its route (`precios`, `` for the home page), with the one address it answers at.
    const pages = new Map<string, { file: string; address: string }>();
    for (const file of files) {
      if (file !== "index.html" && !file.endsWith("/index.html")) continue;
      const route = pageRoute(file);
      pages.set(route, { file, address: `/${route.split("/").map(encodeURIComponent).join("/")}` });
    }

    const sendNotFound = (reply: FastifyReply) => {
      if (!files.has("404.html")) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
      // No validators: a missing page stays a 404 whatever If-None-Match says.
      return reply
        .code(404)
        .header("cache-control", REVALIDATE)
        .sendFile("404.html", { etag: false, lastModified: false });
    };

    const serve = (request: FastifyRequest, reply: FastifyReply) => {
      if (isApi(request.url)) return answerNotFound(request, reply);
      const key = fileKey(request.url);
      if (key === null) return sendNotFound(reply);
      // Source maps stay in the build for error tracking, but would publish the app's whole source.
      if (key.endsWith(".map")) return sendNotFound(reply);
      if (key !== "" && !key.endsWith(".html") && files.has(key))
        return reply.header("cache-control", cacheControlFor(key)).sendFile(key);
      const page = pages.get(pageRoute(key));
      if (page === undefined) return sendNotFound(reply);
      // Each page has one address, the one in its canonical link and the sitemap (the query kept).
      if (pathOf(request.url) !== page.address) {
        const query = request.url.slice(pathOf(request.url).length);
        return reply.header("cache-control", SHORT).redirect(`${page.address}${query}`, 301);
      }
      return reply.header("cache-control", REVALIDATE).sendFile(page.file);
    };

    // HEAD is its own method: @fastify/static answers it with the GET's Content-Length.
    app.route({ method: ["GET", "HEAD"], url: "/*", schema: { hide: true }, handler: serve });
    app.setNotFoundHandler((request, reply) =>
      isApi(request.url) ? answerNotFound(request, reply) : sendNotFound(reply),
    );
  },
  { name: "static-site" },
);
