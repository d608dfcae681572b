import { LEAD_RETENTION_DAYS_DEFAULT } from "@nivelia/domain/forms";
import { describe, expect, it } from "vitest";
import { ConfigError, leadWebhookEndpoint, loadConfig } from "./config";

const SECRET = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;

describe("lead life settings", () => {
  it("has the admin API and the webhook off, and keeps leads the policy's period, by default", () => {
    const config = loadConfig({});
    expect(config.ADMIN_TOKEN).toBeUndefined();
    expect(config.LEAD_RETENTION_DAYS).toBe(LEAD_RETENTION_DAYS_DEFAULT);
    expect(leadWebhookEndpoint(config)).toBeUndefined();
  });

  it("reads the webhook's URL and secret", () => {
    const config = loadConfig({ LEAD_WEBHOOK_URL: "https://crm.example/hooks", LEAD_WEBHOOK_SECRET: SECRET });
    expect(leadWebhookEndpoint(config)).toEqual({ url: "https://crm.example/hooks", secret: SECRET });
  });

  it.each([
    [{ LEAD_WEBHOOK_URL: "https://crm.example/hooks" }, "LEAD_WEBHOOK_SECRET"],
    [{ LEAD_WEBHOOK_SECRET: SECRET }, "LEAD_WEBHOOK_URL"],
    [
      { LEAD_WEBHOOK_URL: "https://crm.example/hooks", LEAD_WEBHOOK_SECRET: "whsec_corto" },
      "LEAD_WEBHOOK_SECRET",
    ],
    [{ LEAD_WEBHOOK_URL: "ftp://crm.example", LEAD_WEBHOOK_SECRET: SECRET }, "LEAD_WEBHOOK_URL"],
    [{ ADMIN_TOKEN: "corto" }, "ADMIN_TOKEN"],
    [{ LEAD_RETENTION_DAYS: "0" }, "LEAD_RETENTION_DAYS"],
    // Longer than the privacy policy says would keep leads past the promise.
    [{ LEAD_RETENTION_DAYS: String(LEAD_RETENTION_DAYS_DEFAULT + 1) }, "LEAD_RETENTION_DAYS"],
  ])("stops on %j and names %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it("accepts a shorter retention and a long token", () => {
    const config = loadConfig({ LEAD_RETENTION_DAYS: "365", ADMIN_TOKEN: "a".repeat(64) });
    expect(config.LEAD_RETENTION_DAYS).toBe(365);
    expect(config.ADMIN_TOKEN).toBe("a".repeat(64));
  });
});
