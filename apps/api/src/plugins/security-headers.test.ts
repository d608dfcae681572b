import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildTestApp, fakeWebBuild } from "../test/build-test-app";

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
