import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp, fakeWebBuild } from "../test/build-test-app";
import { API_SECURITY_HEADERS, ERROR_SECURITY_HEADERS, securityHeaderValues } from "./security-headers";

describe("the Content-Security-Policy of the served pages", () => {
  it("allows exactly the inline scripts the web build lists in csp.json (theme and early events)", async () => {
    // The web build writes csp.json next to its client folder.
    const build = mkdtempSync(join(tmpdir(), "nivelia-csp-"));
    const client = join(build, "client");
    cpSync(fakeWebBuild(), client, { recursive: true });
    const hashes = ["'sha256-dGhlbWU='", "'sha256-ZWFybHktZXZlbnRz'"];
    writeFileSync(join(build, "csp.json"), JSON.stringify({ scriptSrc: hashes }));
    const app = await buildTestApp({ WEB_DIST_DIR: client });
    const response = await app.inject({ method: "GET", url: "/" });
    const directives = String(response.headers["content-security-policy"]).split(";");
    expect(directives).toContain(`script-src 'self' ${hashes.join(" ")}`);
    expect(directives.some((directive) => directive.includes("unsafe-eval"))).toBe(false);
    await app.close();
  });
});

describe("the header sets", () => {
  it("name every header in lower case, so that Fastify's toLowerCase keeps the interned name", () => {
    const pages = securityHeaderValues({ scriptHashes: [], analyticsOrigins: { scripts: [], connect: [] } });
    for (const set of [pages, API_SECURITY_HEADERS, ERROR_SECURITY_HEADERS]) {
      const names = Object.keys(set);
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual(names.map((name) => name.toLowerCase()));
    }
  });
});
