import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  validateHeaderName,
  validateHeaderValue,
} from "node:http";
import { extname, join, relative as relativePath, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { answerNotFound } from "./error-handler";
import { logsEveryRequest, pathOf, requestLine, SLOW_REQUEST_MS } from "./request-log";
import { shutdownGate } from "./shutdown";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
export const SHORT = "public, max-age=3600";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
]);

/** Smaller files gain nothing from compression. */
const MIN_COMPRESSED_SIZE = 1024;

type Encoding = "br" | "gzip" | "identity";

interface Representation {
  body: Buffer;
  etag: string;
  length: string;
  /** The answer's headers apart from the security headers and Content-Length, in lower case as Fastify keeps them. */
  headers: Readonly<Record<string, string>>;
}

/** One file of the build, held in memory with its compressed forms and their headers, computed once at start-up. */
export interface StaticFile {
  variants: Partial<Record<Encoding, Representation>>;
}

/** What every form of one file shares: its content type, its Cache-Control, and whether it has compressed forms. */
interface FileHeaders {
  contentType: string;
  cacheControl: string;
  compressed: boolean;
}

/**
 * One form of a file with its ETag and headers: Vary when the file has compressed forms, Content-Encoding when this
 * form is compressed.
 */
function representation(body: Buffer, encoding: Encoding, file: FileHeaders): Representation {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  const etag = `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"`;
  return {
    body,
    etag,
    length: String(body.length),
    headers: {
      "content-type": file.contentType,
      "cache-control": file.cacheControl,
      etag,
      ...(file.compressed ? { vary: "Accept-Encoding" } : {}),
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    },
  };
}

/** The Cache-Control of a built file: hashed assets for a year, pages revalidated, anything else for an hour. */
export function cacheControlFor(relative: string): string {
  // Hashed bundles, and social cards whose names carry a fingerprint of their text and design.
  const parts = relative.split(sep);
  if (parts.includes("assets") || parts.includes("og")) return IMMUTABLE;
  return relative.endsWith(".html") ? REVALIDATE : SHORT;
}

/**
 * Reads the whole build into memory: each file with its content type, Cache-Control (decided by the file's own
 * name, never by the name of its .br/.gz twin) and ETag, plus brotli and gzip bodies (the build's, else made here).
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const names = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relativePath(root, join(entry.parentPath, entry.name)));
  const present = new Set(names);
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    if ((name.endsWith(".br") || name.endsWith(".gz")) && present.has(name.slice(0, -3))) continue;
    const extension = extname(name).toLowerCase();
    const body = readFileSync(join(root, name));
    const bodies: [Encoding, Buffer][] = [["identity", body]];
    if (COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESSED_SIZE) {
      const brotli = present.has(`${name}.br`)
        ? readFileSync(join(root, `${name}.br`))
        : brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } });
      const gzip = present.has(`${name}.gz`)
        ? readFileSync(join(root, `${name}.gz`))
        : gzipSync(body, { level: 9 });
      if (brotli.length < body.length) bodies.push(["br", brotli]);
      if (gzip.length < body.length) bodies.push(["gzip", gzip]);
    }
    const headers: FileHeaders = {
      contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
      cacheControl: cacheControlFor(name),
      compressed: bodies.length > 1,
    };
    const variants: StaticFile["variants"] = {};
    for (const [encoding, content] of bodies) variants[encoding] = representation(content, encoding, headers);
    files.set(name.split(sep).join("/"), { variants });
  }
  return files;
}

interface Accepted {
  br: boolean;
  gzip: boolean;
}

/** Whether an Accept-Encoding value accepts brotli and gzip (q > 0, directly or through `*`). */
function parseAcceptEncoding(acceptEncoding: string): Accepted {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [token = "", ...params] = part.trim().split(";");
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    weights.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (token: string) => weights.get(token) ?? weights.get("*") ?? 0;
  return { br: weight("br") > 0, gzip: weight("gzip") > 0 };
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once. Bounded, since a client may send
// any value; when full it starts again.
const ACCEPTED_CACHE_SIZE = 256;
const acceptedCache = new Map<string, Accepted>();

function accepted(acceptEncoding: string): Accepted {
  let result = acceptedCache.get(acceptEncoding);
  if (result === undefined) {
    result = parseAcceptEncoding(acceptEncoding);
    if (acceptedCache.size >= ACCEPTED_CACHE_SIZE) acceptedCache.clear();
    acceptedCache.set(acceptEncoding, result);
  }
  return result;
}

/** The best encoding the client accepts among the file's: brotli, then gzip, else the plain body. */
function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined || (file.variants.br === undefined && file.variants.gzip === undefined)) {
    return "identity";
  }
  const { br, gzip } = accepted(acceptEncoding);
  if (file.variants.br !== undefined && br) return "br";
  if (file.variants.gzip !== undefined && gzip) return "gzip";
  return "identity";
}

/**
 * Whether an If-None-Match value names this ETag (RFC 9110, 13.1.2): `*`, or a list of entity tags compared weakly,
 * so `W/"…"` matches too. Browsers send back the one tag they were given; caches and proxies may send a list (one tag
 * per variant they hold) or the weak form of a tag they recompressed.
 */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  for (const part of header.split(",")) {
    const tag = part.trim();
    if (tag === "*" || tag === etag || (tag.startsWith("W/") && tag.slice(2) === etag)) return true;
  }
  return false;
}

/** The file's form for the request's Accept-Encoding. */
function chosenFor(file: StaticFile, acceptEncoding: string | undefined): Representation {
  // identity is always present: loadStaticFiles sets it first.
  return file.variants[chooseEncoding(file, acceptEncoding)] ?? (file.variants.identity as Representation);
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
  const chosen = chosenFor(file, request.headers["accept-encoding"]);
  reply.headers(chosen.headers);
  if (status === 200 && ifNoneMatchHits(request.headers["if-none-match"], chosen.etag))
    return reply.code(304).send();
  reply.header("content-length", chosen.length);
  return reply.code(status).send(request.method === "HEAD" ? undefined : chosen.body);
}

/** The request path as a key of the build's files, or null when it cannot be one (bad encoding, '..', NUL). */
function pathKey(url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathOf(url));
  } catch {
    return null;
  }
  if (path.includes("\0") || path.includes("\\")) return null;
  const segments = path.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) return null;
  return segments.join("/");
}

/** The page a path names: `precios/index.html` and `index.html` name `precios` and the home page. */
function pageRoute(key: string): string {
  if (key === "index.html") return "";
  return key.endsWith("/index.html") ? key.slice(0, -"/index.html".length) : key;
}

/**
 * Each page has one address, the one in its canonical link and the sitemap: `/precios/`, `/precios/index.html`,
 * `//precios` and `/index.html` are sent there (the query kept) instead of serving the same page under a second URL.
 */
function redirectTo(request: FastifyRequest, reply: FastifyReply, address: string) {
  const query = request.url.slice(pathOf(request.url).length);
  return reply.code(301).header("cache-control", SHORT).header("location", `${address}${query}`).send();
}

export interface StaticSiteOptions {
  /** The built site's folder. */
  root: string;
  /** The site's security headers (security-headers.ts), written with each answer given before routing. */
  securityHeaders: Readonly<Record<string, string>>;
  /**
   * Whether the site's files are answered at the HTTP server, before Fastify's routing and hooks. Only when no hook
   * adds headers of its own to them: CORS does when it is configured (Vary: Origin, Access-Control-*).
   */
  beforeRouting: boolean;
  /** Milliseconds, to time the answers given before routing (performance.now unless a test gives its own). */
  clock?: () => number;
}

/** What answering one form of a file before routing writes: the whole header list, made and checked at start-up. */
interface PreparedAnswer {
  ok: string[];
  notModified: string[];
}

/** Name-value pairs in one flat list, as `writeHead` takes them, each checked now as Node would on every answer. */
function headerList(...groups: Readonly<Record<string, string>>[]): string[] {
  const list: string[] = [];
  for (const group of groups) {
    for (const [name, value] of Object.entries(group)) {
      validateHeaderName(name);
      validateHeaderValue(name, value);
      list.push(name, value);
    }
  }
  return list;
}

/**
 * Puts `answer` in front of Fastify's request handler on its HTTP server: a request it answers (returns true) never
 * reaches Fastify. Fastify gives its server exactly one request listener; any other count means its internals changed,
 * and the start fails rather than answering twice or not at all.
 */
function answerBeforeRouting(server: Server, answer: (req: IncomingMessage, res: ServerResponse) => boolean) {
  type Listener = (req: IncomingMessage, res: ServerResponse) => void;
  // Node types a listener as a bare Function; a request listener is called with these two.
  const listeners = server.listeners("request") as Listener[];
  const [fastifyHandler] = listeners;
  if (listeners.length !== 1 || fastifyHandler === undefined)
    throw new Error(`expected Fastify's one request listener on its server, found ${listeners.length}`);
  server.removeListener("request", fastifyHandler);
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!answer(req, res)) fastifyHandler.call(server, req, res);
  });
}

/**
 * Serves the prerendered web app from memory: hashed assets cached for a year, HTML revalidated, unknown paths a real
 * 404. With `beforeRouting`, a GET or HEAD of a page at its address or of a file is answered by the HTTP server itself,
 * with headers made at start-up: Fastify's routing, hooks and reply took 6-8 µs of the 35-41 µs of CPU that an
 * answer of the home page cost (interleaved A/Bs of the built server, 27 November; the rest is mostly the kernel's
 * socket write and Node's own HTTP work). Everything else (redirects, 404s, the API, requests while the server
 * stops, and every request when the log level is debug, so each gets its line) goes through Fastify, whose route
 * below answers the same files the same way (`static-site.test.ts` compares the two).
 */
export const staticSite = fp<StaticSiteOptions>(async (app, options) => {
  const { root, securityHeaders, beforeRouting, clock = () => performance.now() } = options;
  // The build does not change while the server runs: read it once instead of touching the disk per request.
  const files = loadStaticFiles(root);
  const notFoundPage = files.get("404.html");
  // Each page by its route (`precios`, `` for the home page), with the one address it answers at.
  const pages = new Map<string, { file: StaticFile; address: string }>();
  for (const [name, file] of files) {
    if (name !== "index.html" && !name.endsWith("/index.html")) continue;
    const route = pageRoute(name);
    pages.set(route, { file, address: `/${route.split("/").map(encodeURIComponent).join("/")}` });
  }

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (notFoundPage === undefined)
      return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    return send(request, reply, notFoundPage, 404);
  };

  const isApi = (url: string) => url === "/v1" || url.startsWith("/v1/") || url.startsWith("/v1?");

  /** The file a URL names (a page only at its one address), the address to send it to, or nothing. */
  const lookup = (url: string): { file: StaticFile } | { redirect: string } | null => {
    const key = pathKey(url);
    if (key === null) return null;
    const asset = key === "" || key.endsWith(".html") ? undefined : files.get(key);
    if (asset !== undefined) return { file: asset };
    const page = pages.get(pageRoute(key));
    if (page === undefined) return null;
    if (pathOf(url) !== page.address) return { redirect: page.address };
    return { file: page.file };
  };

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    if (isApi(request.url)) return answerNotFound(request, reply);
    const found = lookup(request.url);
    if (found === null) return sendNotFound(request, reply);
    if ("redirect" in found) return redirectTo(request, reply, found.redirect);
    return send(request, reply, found.file);
  };

  // A route rather than the not-found handler: the router's static routes (the API) still win, and pages skip
  // the not-found machinery. HEAD is its own method here: Fastify's automatic HEAD route would say Content-Length: 0
  // (the length of the body it does not send) where HEAD must give the GET's, and add it to a 304.
  app.route({ method: ["GET", "HEAD"], url: "/*", schema: { hide: true }, handler: serve });

  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url)) return answerNotFound(request, reply);
    return sendNotFound(request, reply);
  });

  if (!beforeRouting || logsEveryRequest(app.log.level)) return;

  const prepared = new Map<Representation, PreparedAnswer>();
  for (const file of files.values()) {
    for (const chosen of Object.values(file.variants)) {
      prepared.set(chosen, {
        ok: headerList(securityHeaders, chosen.headers, { "content-length": chosen.length }),
        notModified: headerList(securityHeaders, chosen.headers),
      });
    }
  }
  const gate = shutdownGate(app);
  const log = app.log;

  answerBeforeRouting(app.server, (req, res) => {
    const method = req.method;
    const url = req.url ?? "";
    // Once close starts, Fastify's path answers 503 with Connection: close (see shutdown.ts).
    if ((method !== "GET" && method !== "HEAD") || gate.closing || isApi(url)) return false;
    const found = lookup(url);
    if (found === null || "redirect" in found) return false;
    const started = clock();
    const chosen = chosenFor(found.file, req.headers["accept-encoding"]);
    const answer = prepared.get(chosen) as PreparedAnswer;
    const status = ifNoneMatchHits(req.headers["if-none-match"], chosen.etag) ? 304 : 200;
    // A slow client (the answer waiting in the socket's buffers) is logged as request-log.ts logs a slow request.
    const finished = () => {
      const ms = clock() - started;
      if (ms > SLOW_REQUEST_MS) log.warn(requestLine(method, url, status, ms), "slow request");
    };
    // Node sends no body for HEAD nor for 304, whatever end is given.
    if (status === 304) res.writeHead(304, answer.notModified).end(finished);
    else res.writeHead(200, answer.ok).end(chosen.body, finished);
    return true;
  });
});
