import { describe, expect, it } from "vitest";
import { formatEuros, formatHours, formatNumber, formatPercent } from "./calculator/format";
import { formatAmount } from "./content/packages";
import { formatDecimal } from "./es-number";

const esES = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("es-ES", options);
const intlHours = esES({ maximumFractionDigits: 1, signDisplay: "negative" });
const intlPercent = esES({ style: "percent", maximumFractionDigits: 0, signDisplay: "negative" });

// Every es-ES format the site writes, beside the Intl.NumberFormat it stands in for.
const INTL: ReadonlyArray<[string, (value: number) => string, (value: number) => string]> = [
  [
    "euros",
    formatEuros,
    esES({ style: "currency", currency: "EUR", maximumFractionDigits: 0, signDisplay: "negative" }).format,
  ],
  ["number", formatNumber, esES({ signDisplay: "negative" }).format],
  ["hours", formatHours, (value) => `${intlHours.format(value)}\u00a0h`],
  ["percent", formatPercent, (value) => intlPercent.format(value / 100)],
];

/** A fixed-seed generator (mulberry32), so a failure names the same values on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values of every size, both signs, and the halves and near-halves where rounding goes one way or the other. */
function sweep(): number[] {
  const random = seeded(48);
  const values = [0, -0, 1e-7, -1e-7, 0.0005, 0.00049, 0.05, 0.5, 1.005, 1.015, 2.675, 1e21, 123_456_789.125];
  for (let index = 0; index < 20_000; index += 1) {
    const magnitude = 10 ** Math.floor(random() * 14 - 4);
    const value = random() * magnitude;
    values.push(
      value,
      -value,
      Math.round(value * 1000) / 1000,
      Math.round(value) + 0.5,
      Math.round(value * 10) / 10 + 0.05,
    );
  }
  for (let value = -2000; value <= 2000; value += 0.125) values.push(value);
  return values;
}

describe("es-ES numbers without Intl", () => {
  const values = sweep();

  for (const [name, ours, intl] of INTL) {
    it(`writes ${name} exactly as Intl.NumberFormat("es-ES") does`, () => {
      const wrong = values.filter((value) => ours(value) !== intl(value));
      expect(wrong.slice(0, 10).map((value) => [value, ours(value), intl(value)])).toEqual([]);
    });
  }

  it("writes prices with cents only when there are any, as Intl does", () => {
    const whole = esES({ maximumFractionDigits: 0 });
    const withCents = esES({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const intl = (cents: number) => (cents % 100 === 0 ? whole : withCents).format(cents / 100);
    // Every cent up to 2 000 €, then steps that cross each grouping boundary up to a hundred million euros.
    const amounts = Array.from({ length: 200_001 }, (_, cents) => cents);
    for (let cents = 200_000; cents < 10_000_000_000; cents = Math.ceil(cents * 1.013) + 7)
      amounts.push(cents);
    const wrong = amounts.filter((cents) => formatAmount(cents / 100) !== intl(cents));
    expect(wrong.slice(0, 10).map((cents) => [cents, formatAmount(cents / 100), intl(cents)])).toEqual([]);
  });

  it("shows the cases that matter on the site", () => {
    expect(formatDecimal(1234, 0)).toBe("1234");
    expect(formatDecimal(12_345.678, 3)).toBe("12.345,678");
    expect(formatDecimal(1.005, 2)).toBe("1,01");
    expect(formatDecimal(-0.4, 0)).toBe("0");
    expect(formatDecimal(49.9, 2, 2)).toBe("49,90");
    expect(formatDecimal(0.955, 0, 0, 2)).toBe("96");
  });

  it("refuses what is not a number", () => {
    expect(() => formatDecimal(Number.NaN, 0)).toThrow(RangeError);
    expect(() => formatDecimal(Number.POSITIVE_INFINITY, 0)).toThrow(RangeError);
  });
});
