import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { verifiedAsThirdParty as verifiedByHand } from "../test/webhook-receiver";
import { isWebhookSecret, webhookHeaders } from "./signature";

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("Standard Webhooks signature", () => {
  const body = JSON.stringify({
    type: "lead.created",
    data: { name: "Ana López", message: "Hola, ¿qué tal? 🎉" },
  });

  it("signs id.timestamp.body so that a receiver written from the specification accepts it", () => {
    const headers = webhookHeaders(SECRET, { id: "msg_1", timestamp: 1_700_000_000, body });
    expect(headers["webhook-id"]).toBe("msg_1");
    expect(headers["webhook-timestamp"]).toBe("1700000000");
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verifiedByHand(SECRET, headers, body)).toBe(true);
    // Any change to what is signed fails.
    expect(verifiedByHand(SECRET, headers, `${body} `)).toBe(false);
    expect(verifiedByHand(SECRET, { ...headers, "webhook-id": "msg_2" }, body)).toBe(false);
    expect(verifiedByHand(SECRET, { ...headers, "webhook-timestamp": "1700000001" }, body)).toBe(false);
    expect(verifiedByHand(`whsec_${randomBytes(32).toString("base64")}`, headers, body)).toBe(false);
  });

  it("is accepted by the specification's own library", () => {
    // The library checks the timestamp against its clock (five minutes either way), so this one is now.
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders(SECRET, { id: "msg_lib", timestamp, body });
    expect(new Webhook(SECRET).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(SECRET).verify(`${body}x`, headers)).toThrow();
  });

  it.each([
    [SECRET, true],
    [`whsec_${Buffer.alloc(24).toString("base64")}`, true],
    [`whsec_${Buffer.alloc(16).toString("base64")}`, false],
    [Buffer.alloc(32).toString("base64"), false],
    ["whsec_not base64!", false],
    ["whsec_", false],
  ])("recognises %s as a secret: %s", (secret, valid) => {
    expect(isWebhookSecret(secret)).toBe(valid);
  });
});
