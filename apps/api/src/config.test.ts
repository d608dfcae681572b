import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, mailTransportKind, webBuildWarning } from "./config";
import { fakeWebBuild } from "./test/build-test-app";

describe("loadConfig", () => {
  it("has defaults for everything, so `npm start` needs no settings", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SERVE_WEB).toBe(true);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["LOG_LEVEL", "loud"],
    ["SERVE_WEB", "maybe"],
    ["AI_BASE_URL", "not a url"],
    ["AI_TIMEOUT_MS", "soon"],
    ["CHECKOUT_ENABLED", "maybe"],
    ["STRIPE_SECRET_KEY", "pk_test_123"],
    ["STRIPE_API_PROTOCOL", "ftp"],
    ["PUBLIC_SITE_URL", "nivelia"],
    ["RATE_LIMIT_MAX_PER_MINUTE", "0"],
    ["CORS_ORIGINS", "https://ok.example, javascript:alert(1)"],
  ])("stops on a bad %s and names it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe("platform settings", () => {
  it("reads the CORS allow-list as origins and treats empty optional settings as unset", () => {
    const config = loadConfig({ CORS_ORIGINS: " https://a.example/ ,http://b.example:8080", AI_MODEL: "" });
    expect(config.CORS_ORIGINS).toEqual(["https://a.example", "http://b.example:8080"]);
    expect(config.AI_MODEL).toBeUndefined();
  });

  it("keeps checkout off and the site URL at the brand's by default", () => {
    const config = loadConfig({});
    expect(config.CHECKOUT_ENABLED).toBe(false);
    expect(config.PUBLIC_SITE_URL).toBe("https://nivelia.es");
    expect(config.CORS_ORIGINS).toEqual([]);
  });
});

describe("lead settings", () => {
  it("defaults to PGlite under apps/api/data, the file mailbox and the brand's addresses", () => {
    const config = loadConfig({});
    expect(config.DATA_DIR).toMatch(/apps[/\\]api[/\\]data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(mailTransportKind(config)).toBe("file");
    expect(config.MAIL_FROM).toBe("Nivelia <no-reply@nivelia.es>");
    expect(config.TEAM_EMAIL).toBe("equipo@nivelia.es");
    expect(config).toMatchObject({ OUTBOX_POLL_MS: 2000, OUTBOX_MAX_ATTEMPTS: 60 });
  });

  it("makes DATA_DIR absolute and picks the transport automatically", () => {
    expect(loadConfig({ DATA_DIR: "relativo" }).DATA_DIR).toBe(resolve("relativo"));
    expect(mailTransportKind(loadConfig({ SMTP_URL: "smtp://localhost:25" }))).toBe("smtp");
    expect(mailTransportKind(loadConfig({ SMTP_URL: "smtp://localhost:25", RESEND_API_KEY: "re_1" }))).toBe(
      "resend",
    );
    expect(mailTransportKind(loadConfig({ MAIL_TRANSPORT: "file", RESEND_API_KEY: "re_1" }))).toBe("file");
  });

  it.each([
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["MAIL_TRANSPORT", { MAIL_TRANSPORT: "pigeon" }],
    ["RESEND_BASE_URL", { RESEND_BASE_URL: "nope" }],
    ["SMTP_URL", { SMTP_URL: "http://x" }],
    ["MAIL_FROM", { MAIL_FROM: "a\r\nBcc: b@c.d" }],
    ["TEAM_EMAIL", { TEAM_EMAIL: "equipo" }],
    ["OUTBOX_POLL_MS", { OUTBOX_POLL_MS: "0" }],
    ["OUTBOX_MAX_ATTEMPTS", { OUTBOX_MAX_ATTEMPTS: "many" }],
    ["RESEND_API_KEY", { MAIL_TRANSPORT: "resend" }],
    ["SMTP_URL", { MAIL_TRANSPORT: "smtp" }],
  ])("stops on a bad %s and names it", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});

describe("loadConfig's cross-checks", () => {
  it("refuses a headers timeout longer than the whole request's", () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "2000" })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
  });
});

describe("the web build the server is to serve", () => {
  /** A built site as the web build writes it: `client/` and, when `hashes` are given, `csp.json` beside it. */
  function builtSite(hashes?: string[]): string {
    const build = mkdtempSync(join(tmpdir(), "nivelia-build-"));
    cpSync(fakeWebBuild(), join(build, "client"), { recursive: true });
    if (hashes) writeFileSync(join(build, "csp.json"), JSON.stringify({ scriptSrc: hashes }));
    return join(build, "client");
  }

  it("is served without a warning when it is whole", () => {
    const config = loadConfig({ WEB_DIST_DIR: builtSite(["'sha256-dGhlbWU='"]) });
    expect(webBuildWarning(config)).toBeNull();
  });

  it("is missing: the warning says to build it", () => {
    const config = loadConfig({ WEB_DIST_DIR: mkdtempSync(join(tmpdir(), "nivelia-empty-")) });
    expect(webBuildWarning(config)).toMatch(/web build not found/);
  });

  it("lacks csp.json (its client folder copied alone): the warning says the pages' inline scripts are refused", () => {
    const config = loadConfig({ WEB_DIST_DIR: builtSite() });
    expect(webBuildWarning(config)).toMatch(/no csp\.json .*refuses the pages' inline scripts/);
  });

  it("is not served at all: nothing to warn about", () => {
    const config = loadConfig({ SERVE_WEB: "false", WEB_DIST_DIR: builtSite() });
    expect(webBuildWarning(config)).toBeNull();
  });
});
