import { describe, expect, it } from "vitest";
import { PACKAGES } from "./packages";
import { vatBreakdown } from "./taxes";

describe("vatBreakdown", () => {
  it.each([
    [49.99, 41.31, 8.68],
    [99.99, 82.64, 17.35],
    [149.99, 123.96, 26.03],
    [299, 247.11, 51.89],
  ])("%s € is %s € plus %s € of VAT", (price, base, vat) => {
    expect(vatBreakdown(price)).toEqual({ base, vat });
  });

  it("adds up to every package's price to the cent", () => {
    for (const pack of PACKAGES) {
      const { base, vat } = vatBreakdown(pack.price);
      expect(Math.round((base + vat) * 100)).toBe(Math.round(pack.price * 100));
    }
  });
});
