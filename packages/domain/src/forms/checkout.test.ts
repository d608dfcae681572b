import { describe, expect, it } from "vitest";
import {
  CHECKOUT_PRODUCT_IDS,
  CheckoutRequestSchema,
  checkoutProductFor,
  isValidCheckoutSessionId,
  parseCheckoutSessionId,
} from "./checkout";

const ID_24 = "cs_a1B2c3D4e5F6g7H8i9J0k1L2";

describe("CheckoutRequestSchema", () => {
  it("offers the three packages and Enterprise", () => {
    expect(CHECKOUT_PRODUCT_IDS).toEqual(["pack-1", "pack-2", "pack-3", "enterprise"]);
  });

  it.each(["pack-1", "pack-2", "pack-3", "enterprise"])("accepts %s", (packageId) => {
    expect(CheckoutRequestSchema.parse({ packageId })).toEqual({ packageId });
  });

  it.each([[{ packageId: "pack-4" }], [{ packageId: "" }], [{ packageId: "Enterprise" }], [{}]])(
    "rejects %j",
    (body) => {
      expect(CheckoutRequestSchema.safeParse(body).success).toBe(false);
    },
  );
});

describe("checkout session id", () => {
  it.each([
    [ID_24, ID_24],
    [`  ${ID_24}\n`, ID_24],
    [`${ID_24}XYZ`, `${ID_24}XYZ`],
    ["cs_a1B2c3D4e5F6g7H8i9J0k1L", null],
    ["cs_a1B2c3D4e5F6g7H8i9J0k1L_", null],
    ["cs_test_a1B2c3D4e5F6g7H8i9J0k1L2", "cs_test_a1B2c3D4e5F6g7H8i9J0k1L2"],
    ["cs_live_a1B2c3D4e5F6g7H8i9J0k1L2", "cs_live_a1B2c3D4e5F6g7H8i9J0k1L2"],
    ["cs_test_a1B2c3D4e5F6g7H8i9J0k1L", null],
    ["cs_demo_a1B2c3D4e5F6g7H8i9J0k1L2", null],
    ["cs_test_test_a1B2c3D4e5F6g7H8i9J0k1L2", null],
    ["cs__a1B2c3D4e5F6g7H8i9J0k1L2", null],
    ["CS_a1B2c3D4e5F6g7H8i9J0k1L2", null],
    ["cs-a1B2c3D4e5F6g7H8i9J0k1L2", null],
    ["cs_a1B2c3D4e5F6g7H8i9J0k1Lñ", null],
    ["cs_a1B2c3D4e5F6 7H8i9J0k1L2x", null],
    [`cs_${"a".repeat(252)}`, `cs_${"a".repeat(252)}`],
    [`cs_${"a".repeat(253)}`, null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (raw, parsed) => {
    expect(parseCheckoutSessionId(raw)).toBe(parsed);
  });

  it("does not trim in the predicate", () => {
    expect(isValidCheckoutSessionId(ID_24)).toBe(true);
    expect(isValidCheckoutSessionId(` ${ID_24}`)).toBe(false);
  });
});

describe("checkoutProductFor", () => {
  it.each([
    ["pack-1", "Paquete Nivelia: 1 reclutador, 1 proceso, hasta 20 candidatos", 49.99],
    ["pack-2", "Paquete Nivelia: 2 reclutadores, 2 procesos, hasta 40 candidatos", 99.99],
    ["pack-3", "Paquete Nivelia: 3 reclutadores, 3 procesos, hasta 60 candidatos", 149.99],
    ["enterprise", "Nivelia Enterprise: suscripción de un mes", 299],
  ] as const)("%s is '%s' at %s EUR", (id, name, price) => {
    expect(checkoutProductFor(id)).toEqual({ id, name, price });
  });
});
