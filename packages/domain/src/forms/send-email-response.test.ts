import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IdempotencyKeySchema,
  SendEmailResponseSchema,
} from "./send-email-response";

describe("SendEmailResponseSchema", () => {
  it("accepts a stored submission's answer and rejects a failure", () => {
    expect(
      SendEmailResponseSchema.safeParse({ success: true, id: "0b9d4a4e-4f7b-4c1e-9a43-1f2d3c4b5a69" })
        .success,
    ).toBe(true);
    expect(SendEmailResponseSchema.safeParse({ success: false, id: "x" }).success).toBe(false);
  });
});

describe("IdempotencyKeySchema", () => {
  it.each([
    ["", false],
    ["a b", false],
    ["clé", false],
    ["x".repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1), false],
    ["x".repeat(IDEMPOTENCY_KEY_MAX_LENGTH), true],
    ["0b9d4a4e-4f7b-4c1e-9a43-1f2d3c4b5a69", true],
  ])("%j valid: %s", (key, valid) => {
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(valid);
  });
});
