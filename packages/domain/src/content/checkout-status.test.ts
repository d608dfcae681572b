import { describe, expect, it } from "vitest";
import { checkoutPaymentState } from "./checkout-status";

describe("checkoutPaymentState", () => {
  it.each([
    ["paid", "complete", "paid"],
    ["no_payment_required", "complete", "paid"],
    ["unpaid", "complete", "pending"],
    ["unpaid", "open", "pending"],
    ["unpaid", "expired", "unknown"],
    ["unpaid", null, "unknown"],
    ["refunded", "complete", "unknown"],
    ["", null, "unknown"],
  ] as const)("payment %s, session %s → %s", (paymentStatus, status, expected) => {
    expect(checkoutPaymentState({ paymentStatus, status })).toBe(expected);
  });
});
