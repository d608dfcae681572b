import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { loadConfig } from "../config";
import { buildTestApp, fakeWebBuild } from "../test/build-test-app";
import { captureLogs } from "../test/logged-app";
import { rawAnswer } from "../test/raw-answer";
import { SLOW_REQUEST_MS } from "./request-log";
import { staticSite } from "./static-site";

describe("the web app served by the API", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ["/", "Inicio"],
    ["/precios", "Precios"],
    ["/precios?utm_source=x", "Precios"],
  ])("serves the prerendered page at %s with no-cache", async (url, text) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(text);
  });

  it.each([
    ["/precios/", "/precios"],
    ["/precios/?plan=pro", "/precios?plan=pro"],
    ["/precios/index.html", "/precios"],
    ["//precios", "/precios"],
    ["/%70recios", "/precios"],
    ["/index.html", "/"],
    ["/index.html?utm_source=x", "/?utm_source=x"],
  ])("sends %s to the page's one address, %s", async (url, location) => {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(location);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.body).toBe("");
      const there = await app.inject({ method, url: location });
      expect(there.statusCode).toBe(200);
    }
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("caches the fingerprinted social cards for a year", async () => {
    const response = await app.inject({ method: "GET", url: "/og/precios.1a2b3c4d.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("keeps the short cache for files without a fingerprint", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers unknown paths with status 404 and the 404 page", async () => {
    const response = await app.inject({ method: "GET", url: "/no-existe" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Error 404: Not Found");
  });

  it("refuses to leave the web folder", async () => {
    const response = await app.inject({ method: "GET", url: "/..%2f..%2fetc%2fpasswd" });
    expect(response.statusCode).toBe(404);
  });

  it("answers a malformed percent-encoding with a 400, not a 500", async () => {
    const response = await app.inject({ method: "GET", url: "/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("does not serve the web app when SERVE_WEB is false", async () => {
    const apiOnly = await buildTestApp({ SERVE_WEB: "false" });
    const response = await apiOnly.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(404);
    await apiOnly.close();
  });
});

describe("the web app's compressed pages and cache validators", () => {
  let app: App;
  let root: string;
  beforeAll(async () => {
    root = fakeWebBuild();
    // The build's precompressed twins, as the prerender step writes them.
    const page = `<!doctype html><title>Inicio</title><h1>Inicio</h1>${"<p>Texto de la portada.</p>".repeat(80)}`;
    writeFileSync(join(root, "index.html"), page);
    writeFileSync(join(root, "index.html.br"), brotliCompressSync(page));
    writeFileSync(join(root, "index.html.gz"), gzipSync(page));
    app = await buildTestApp({ WEB_DIST_DIR: root, SERVE_WEB: "true" });
  });
  afterAll(() => app.close());

  it("answers each of many distinct Accept-Encoding values right, past the bound of values it remembers", async () => {
    const encodingFor = async (accept: string) =>
      (await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": accept } })).headers[
        "content-encoding"
      ];
    for (let index = 0; index < 600; index += 1) {
      const refusesBrotli = index % 3 === 0;
      const accept = `gzip;q=0.${(index % 9) + 1}, br;q=${refusesBrotli ? 0 : 1}, x-${index}`;
      expect(await encodingFor(accept)).toBe(refusesBrotli ? "gzip" : "br");
    }
    expect(await encodingFor("gzip;q=0, br;q=0")).toBeUndefined();
  });

  it.each([
    ["br", "br"],
    ["gzip, deflate", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
  ])("serves / to Accept-Encoding %j as %s, always with no-cache", async (accept, encoding) => {
    const response = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    const body =
      encoding === "br"
        ? brotliDecompressSync(response.rawPayload).toString()
        : encoding === "gzip"
          ? gunzipSync(response.rawPayload).toString()
          : response.body;
    expect(body).toContain("Texto de la portada.");
  });

  it("keeps no-cache on the compressed 404 page", async () => {
    const response = await app.inject({ method: "GET", url: "/nada", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a matching If-None-Match with 304 and a differing one with the page", async () => {
    const first = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const plain = await app.inject({ method: "GET", url: "/", headers: { "if-none-match": etag } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it("compares If-None-Match as RFC 9110 says: a list, the weak form of the tag, or *", async () => {
    const etag = String(
      (await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } })).headers.etag,
    );
    const revalidate = (ifNoneMatch: string) =>
      app.inject({
        method: "GET",
        url: "/",
        headers: { "accept-encoding": "br", "if-none-match": ifNoneMatch },
      });
    for (const hit of [`"otro", ${etag}`, `W/${etag}`, `"otro",W/${etag} `, "*"])
      expect((await revalidate(hit)).statusCode, hit).toBe(304);
    for (const miss of ['"otro"', `W/"otro", "x${etag.slice(1)}`, etag.slice(0, -1), ""])
      expect((await revalidate(miss)).statusCode, miss).toBe(200);
    // Never for a missing page: its 404 stays a 404 whatever validator is sent.
    const missing = await app.inject({ method: "GET", url: "/nada", headers: { "if-none-match": "*" } });
    expect(missing.statusCode).toBe(404);
  });

  it("answers HEAD with the headers and no body, and unknown API paths with JSON", async () => {
    const head = await app.inject({ method: "HEAD", url: "/precios" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    // The length of what a GET sends (RFC 9110, 9.3.2), not of the empty body.
    const get = await app.inject({ method: "GET", url: "/precios" });
    expect(head.headers["content-length"]).toBe(String(get.rawPayload.length));
    const notModified = await app.inject({
      method: "HEAD",
      url: "/precios",
      headers: { "if-none-match": String(get.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers["content-length"]).toBeUndefined();
    const api = await app.inject({ method: "GET", url: "/v1/nada?x=1" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: "NOT_FOUND", message: "No existe GET /v1/nada" } });
    const post = await app.inject({ method: "POST", url: "/precios", payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

/** One answer over HTTP as sent, its headers those that can be compared (see comparable). */
async function answerOf(port: number, method: string, path: string, headers: Record<string, string>) {
  const answer = await rawAnswer(port, path, { method, headers });
  return { ...answer, headers: comparable(answer.headers) };
}

/** Headers without those of the connection and the clock, which differ between any two answers. */
function comparable(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !["date", "connection", "keep-alive", "transfer-encoding"].includes(name))
      kept[name] = String(value);
  return kept;
}

describe("the site's files answered before routing", () => {
  /** The app as production runs it, and the same app at log level debug, where every request goes through Fastify. */
  const apps: { app: App; port: number; routed: number }[] = [];
  beforeAll(async () => {
    const root = fakeWebBuild();
    const page = `<!doctype html><title>Inicio</title><h1>Inicio</h1>${"<p>Texto de la portada.</p>".repeat(80)}`;
    writeFileSync(join(root, "index.html"), page);
    writeFileSync(join(root, "index.html.br"), brotliCompressSync(page));
    for (const level of ["info", "debug"]) {
      const config = loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: level,
        WEB_DIST_DIR: root,
        DATA_DIR: mkdtempSync(join(tmpdir(), "nivelia-data-")),
        DATABASE_URL: "memory://",
      });
      const app = await buildApp(config, { logStream: { write: () => {} } });
      const entry = { app, port: 0, routed: 0 };
      // Counts the requests that reach Fastify's hooks.
      app.addHook("onRequest", (_request, _reply, done) => {
        entry.routed += 1;
        done();
      });
      await app.listen({ host: "127.0.0.1", port: 0 });
      entry.port = (app.server.address() as AddressInfo).port;
      apps.push(entry);
    }
  });
  afterAll(() => Promise.all(apps.map(({ app }) => app.close())));

  it.each([
    ["/", true],
    ["/?utm_source=x", true],
    ["/precios", true],
    ["/assets/index-abc123.js", true],
    ["/robots.txt", true],
    ["/og/precios.1a2b3c4d.png", true],
    ["/%70recios", false],
    ["/precios/", false],
    ["/index.html", false],
    ["/nada", false],
    [`/${"a".repeat(150)}`, false],
    ["/..%2f..%2fetc%2fpasswd", false],
    ["/%E0%A4%A", false],
    ["/v1/nada", false],
    ["/v1/health", false],
  ])("answers %s as Fastify's route does, byte for byte (before routing: %s)", async (url, beforeRouting) => {
    const [direct, routed] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const brotliTag = (await answerOf(direct.port, "GET", url, { "accept-encoding": "br" })).headers.etag;
    for (const method of ["GET", "HEAD"] as const) {
      for (const acceptEncoding of [undefined, "br", "gzip", "br, gzip", "identity", "gzip;q=0, br;q=0"]) {
        for (const ifNoneMatch of [undefined, brotliTag, "*", '"otro"']) {
          const headers: Record<string, string> = {};
          if (acceptEncoding !== undefined) headers["accept-encoding"] = acceptEncoding;
          if (ifNoneMatch !== undefined) headers["if-none-match"] = ifNoneMatch;
          const what = `${method} ${url} ${JSON.stringify(headers)}`;
          const before = [direct.routed, routed.routed];
          const answered = await answerOf(direct.port, method, url, headers);
          const routedAnswer = await answerOf(routed.port, method, url, headers);
          // Before routing, the request never reaches Fastify's hooks; otherwise it does as at debug level (a
          // malformed URL is answered before any hook, in both).
          const routedHere = routed.routed - (before[1] ?? 0);
          if (beforeRouting) expect(routedHere, what).toBe(1);
          expect(direct.routed - (before[0] ?? 0), what).toBe(beforeRouting ? 0 : routedHere);
          expect(answered.status, what).toBe(routedAnswer.status);
          expect(answered.headers, what).toEqual(routedAnswer.headers);
          expect(answered.body.equals(routedAnswer.body), what).toBe(true);
        }
      }
    }
  });

  it("leaves to Fastify the methods a file does not answer", async () => {
    const [direct] = apps as [(typeof apps)[0]];
    const before = direct.routed;
    const answered = await answerOf(direct.port, "POST", "/precios", {});
    expect(direct.routed - before).toBe(1);
    expect(answered.status).toBe(404);
  });
});

describe("the answers given before routing, timed", () => {
  /** The plugin alone on a bare Fastify, its clock moved `step` ms at each reading. */
  async function siteWithClock(step: number) {
    const logs = captureLogs();
    const app = Fastify({ logger: { level: "info", stream: logs } });
    let now = 0;
    await app.register(staticSite, {
      root: fakeWebBuild(),
      securityHeaders: { "x-content-type-options": "nosniff" },
      beforeRouting: true,
      clock: () => {
        now += step;
        return now;
      },
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    return { app, logs, port: (app.server.address() as AddressInfo).port };
  }

  it("logs an answer that took longer than a slow request at warn, as the request log does", async () => {
    const { app, logs, port } = await siteWithClock(SLOW_REQUEST_MS + 1);
    const answered = await answerOf(port, "GET", "/precios?plan=pro", {});
    expect(answered.status).toBe(200);
    expect(answered.headers["x-content-type-options"]).toBe("nosniff");
    await app.close();
    expect(logs.lines.filter((line) => line.msg === "slow request")).toEqual([
      expect.objectContaining({
        level: 40,
        method: "GET",
        path: "/precios",
        statusCode: 200,
        ms: SLOW_REQUEST_MS + 1,
      }),
    ]);
  });

  it("logs nothing for an answer in time", async () => {
    const { app, logs, port } = await siteWithClock(1);
    expect((await answerOf(port, "GET", "/", {})).status).toBe(200);
    await app.close();
    expect(logs.lines.filter((line) => line.msg === "slow request")).toEqual([]);
  });
});
