import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { buildTestApp, fakeWebBuild } from "../test/build-test-app";
import { rawAnswer } from "../test/raw-answer";

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

  it("refuses the build's source maps with the 404 page", async () => {
    const root = fakeWebBuild();
    writeFileSync(join(root, "assets", "index-abc123.js.map"), '{"version":3,"sources":["secreto.ts"]}');
    const site = await buildTestApp({ WEB_DIST_DIR: root });
    for (const url of ["/assets/index-abc123.js.map", "/assets/%69ndex-abc123.js.map"]) {
      const response = await site.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("secreto");
    }
    expect((await site.inject({ method: "GET", url: "/assets/index-abc123.js" })).statusCode).toBe(200);
    await site.close();
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

  it.each([
    ["gzip;q=0.5, br;q=1", "br"],
    ["gzip;q=0.5, br;q=0", "gzip"],
    ["br;q=0, *", "gzip"],
  ])("picks the encoding Accept-Encoding %j prefers: %s", async (accept, encoding) => {
    const response = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": accept } });
    expect(response.headers["content-encoding"]).toBe(encoding);
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
    expect(String(response.headers.vary).toLowerCase()).toBe("accept-encoding");
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
    // The tag is weak (W/"…"); a cache may send it back strong, which compares equal weakly.
    const strong = etag.replace(/^W\//, "");
    for (const hit of [`"otro", ${etag}`, strong, `"otro",${strong} `, "*"])
      expect((await revalidate(hit)).statusCode, hit).toBe(304);
    for (const miss of ['"otro"', `W/"otro", "x${strong.slice(1)}`, strong.slice(0, -1), ""])
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

describe("the site's answers over a real connection", () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it.each(["/", "/precios", "/assets/index-abc123.js", "/nada", "/precios/"])(
    "writes each security header of %s once",
    async (url) => {
      const answer = await rawAnswer(port, url);
      for (const name of ["content-security-policy", "x-content-type-options", "strict-transport-security"])
        expect(
          answer.rawHeaders.filter((header) => header.toLowerCase() === name),
          name,
        ).toHaveLength(1);
    },
  );

  it("answers HEAD with the GET's length and no body, and a revalidation with 304", async () => {
    const get = await rawAnswer(port, "/assets/index-abc123.js");
    const head = await rawAnswer(port, "/assets/index-abc123.js", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    const again = await rawAnswer(port, "/assets/index-abc123.js", {
      headers: { "if-none-match": String(get.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
