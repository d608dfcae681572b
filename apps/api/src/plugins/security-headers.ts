import type { Socket } from "node:net";
import { API_ERRORS, type ApiErrorCode, apiError } from "@nivelia/domain/api";
import fp from "fastify-plugin";

export interface SecurityHeadersOptions {
  /** Hashes of inline scripts the pages carry, e.g. the theme boot script. */
  scriptHashes: string[];
  /** Third-party analytics origins, present only when analytics are configured. */
  analyticsOrigins: { scripts: string[]; connect: string[] };
}

/** The policy of the site's pages: scripts only from here (plus hashed inline boot scripts), nothing framed. */
function contentSecurityPolicy({ scriptHashes, analyticsOrigins }: SecurityHeadersOptions): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes, ...analyticsOrigins.scripts]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...analyticsOrigins.connect]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...analyticsOrigins.connect]],
    ["frame-src", ["https://www.youtube-nocookie.com"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join(";");
}

const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** Headers every page carries apart from the CSP: what helmet's defaults set, computed once. */
const STATIC_HEADERS: Readonly<Record<string, string>> = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": STRICT_TRANSPORT_SECURITY,
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
};

/** The policy of an answer that is never a page: nothing may load, nothing may frame it. */
const NOTHING_LOADS_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers of answers no hook writes for (errors raised before routing, requests Node cannot parse): nothing may load. */
export const ERROR_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...STATIC_HEADERS,
  "content-security-policy": NOTHING_LOADS_POLICY,
};

/** The JSON API's headers (OWASP REST cheat sheet): loads nothing, framed nowhere, never sniffed or cached. */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": NOTHING_LOADS_POLICY,
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": STRICT_TRANSPORT_SECURITY,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cache-control": "no-store",
};

/** Whether a request is for the JSON API (whose answers take API_SECURITY_HEADERS) rather than a page. */
function isApiRequest(url: string): boolean {
  return url.startsWith("/v1/") && !url.startsWith("/v1/docs");
}

/** Node's parser errors the API names, with the status line's reason; anything else is a malformed request. */
const CLIENT_ERRORS: Readonly<Record<string, { code: ApiErrorCode; reason: string }>> = {
  HPE_HEADER_OVERFLOW: { code: "HEADERS_TOO_LARGE", reason: "Request Header Fields Too Large" },
  ERR_HTTP_REQUEST_TIMEOUT: { code: "REQUEST_TIMEOUT", reason: "Request Timeout" },
};

/** Node's answer to a request it cannot parse, with the documented JSON error and the security headers. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ""];
  const code = known?.code ?? "BAD_REQUEST";
  const { status } = API_ERRORS[code];
  const reason = known?.reason ?? "Bad Request";
  const body = JSON.stringify(apiError(code));
  const headers = Object.entries({
    ...ERROR_SECURITY_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n${body}`);
  else socket.destroy(error);
}

/** Strict security headers on every answer given through Fastify: the pages' set, or the JSON API's. */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const pageHeaders = { "content-security-policy": contentSecurityPolicy(options), ...STATIC_HEADERS };
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(isApiRequest(request.url) ? API_SECURITY_HEADERS : pageHeaders);
      done();
    });
  },
  { name: "security-headers" },
);
