import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENTERPRISE_MONTHLY_PRICE } from "../content/packages";
import {
  ASSISTANT_TIME_REDUCTION_PERCENT,
  computeHiringCost,
  DEFAULT_HIRING_COST_INPUTS,
  HIRING_COST_INPUT_FIELDS,
  HIRING_COST_INPUT_MAX,
  type HiringCostInputKey,
  type HiringCostInputs,
  type HiringCostResult,
  hiringCostInputsFromSearchParams,
  hiringCostInputsToSearchParams,
  normaliseHiringCostInputs,
  normaliseNumericInput,
} from "./calculator";
import { formatEuros, formatHours, formatNumber, formatPercent } from "./format";

const ZERO_INPUTS: HiringCostInputs = {
  processesPerMonth: 0,
  candidatesPerProcess: 0,
  finalistsPerProcess: 0,
  technicalCandidatesPerProcess: 0,
  peopleTeamSize: 0,
  timePerCandidate: 0,
  seniorEngineers: 0,
  timePerTest: 0,
  hourlyRate: 0,
};

/** Compares every result field, floats to the cent, integers exactly. */
function expectResult(actual: HiringCostResult, expected: HiringCostResult): void {
  const floatKeys = [
    "peopleTeamHours",
    "engineersHours",
    "totalHours",
    "peopleTeamCost",
    "engineersCost",
    "totalCost",
    "savings",
  ] as const;
  for (const key of floatKeys) expect(actual[key], key).toBeCloseTo(expected[key], 2);
  expect({
    productCost: actual.productCost,
    savingsPercentage: actual.savingsPercentage,
    displayedSavingsPercentage: actual.displayedSavingsPercentage,
    paysForItself: actual.paysForItself,
    paybackDays: actual.paybackDays,
  }).toEqual({
    productCost: expected.productCost,
    savingsPercentage: expected.savingsPercentage,
    displayedSavingsPercentage: expected.displayedSavingsPercentage,
    paysForItself: expected.paysForItself,
    paybackDays: expected.paybackDays,
  });
}

describe("DEFAULT_HIRING_COST_INPUTS", () => {
  it("matches section 9", () => {
    expect(DEFAULT_HIRING_COST_INPUTS).toEqual({
      peopleTeamSize: 1,
      timePerCandidate: 15,
      candidatesPerProcess: 40,
      finalistsPerProcess: 25,
      technicalCandidatesPerProcess: 5,
      hourlyRate: 28,
      seniorEngineers: 1,
      timePerTest: 60,
      processesPerMonth: 15,
    });
  });

  it("is computed by hand: 150 h + 75 h at 28 €/h, 6001 € saved, 95 %, 2 days", () => {
    expect(computeHiringCost(DEFAULT_HIRING_COST_INPUTS)).toEqual({
      peopleTeamHours: 150,
      engineersHours: 75,
      totalHours: 225,
      peopleTeamCost: 4200,
      engineersCost: 2100,
      totalCost: 6300,
      productCost: 299,
      savings: 6001,
      savingsPercentage: 95,
      displayedSavingsPercentage: 95,
      paysForItself: true,
      paybackDays: 2,
    });
  });
});

describe("computeHiringCost", () => {
  it("subtracts the Enterprise monthly price", () => {
    expect(computeHiringCost(DEFAULT_HIRING_COST_INPUTS).productCost).toBe(ENTERPRISE_MONTHLY_PRICE);
  });

  it("exposes the assistant's fixed 85 % time reduction", () => {
    expect(ASSISTANT_TIME_REDUCTION_PERCENT).toBe(85);
  });

  it.each<[string, Partial<HiringCostInputs>, HiringCostResult]>([
    [
      // 30/60×30×10×2 = 300 h; 90/60×6×10×2 = 180 h; 23701/24000 = 98.75 %; 299/23701×30 = 0.38 days
      "two People members and two seniors at 50 €/h",
      {
        processesPerMonth: 10,
        candidatesPerProcess: 30,
        technicalCandidatesPerProcess: 6,
        peopleTeamSize: 2,
        timePerCandidate: 30,
        seniorEngineers: 2,
        timePerTest: 90,
        hourlyRate: 50,
      },
      {
        peopleTeamHours: 300,
        engineersHours: 180,
        totalHours: 480,
        peopleTeamCost: 15000,
        engineersCost: 9000,
        totalCost: 24000,
        productCost: 299,
        savings: 23701,
        savingsPercentage: 99,
        displayedSavingsPercentage: 99,
        paysForItself: true,
        paybackDays: 1,
      },
    ],
    [
      // 10/60×10×2×1 = 3.33 h; 30/60×2×2×1 = 2 h; 5.33 h × 20 €/h = 106.67 €; -192.33/106.67 = -180.3 % → -180
      "a small process where the product costs more: the negative percentage",
      {
        processesPerMonth: 2,
        candidatesPerProcess: 10,
        technicalCandidatesPerProcess: 2,
        peopleTeamSize: 1,
        timePerCandidate: 10,
        seniorEngineers: 1,
        timePerTest: 30,
        hourlyRate: 20,
      },
      {
        peopleTeamHours: 10 / 3,
        engineersHours: 2,
        totalHours: 16 / 3,
        peopleTeamCost: 200 / 3,
        engineersCost: 40,
        totalCost: 320 / 3,
        productCost: 299,
        savings: 320 / 3 - 299,
        savingsPercentage: -180,
        displayedSavingsPercentage: -180,
        paysForItself: false,
        paybackDays: 1,
      },
    ],
    [
      // 6/60×10×1×1 = 1 h; 30/60×2×1×1 = 1 h; 40 € total; -259/40 = -647.5 % rounds to -647
      "a tiny process below the subscription",
      {
        processesPerMonth: 1,
        candidatesPerProcess: 10,
        technicalCandidatesPerProcess: 2,
        peopleTeamSize: 1,
        timePerCandidate: 6,
        seniorEngineers: 1,
        timePerTest: 30,
        hourlyRate: 20,
      },
      {
        peopleTeamHours: 1,
        engineersHours: 1,
        totalHours: 2,
        peopleTeamCost: 20,
        engineersCost: 20,
        totalCost: 40,
        productCost: 299,
        savings: -259,
        savingsPercentage: -647,
        displayedSavingsPercentage: -647,
        paysForItself: false,
        paybackDays: 1,
      },
    ],
    [
      // 60/60×13×1×1 = 13 h × 23 €/h = 299 €: exactly the subscription, shown as 1 day
      "exactly 299 €",
      {
        processesPerMonth: 1,
        candidatesPerProcess: 13,
        technicalCandidatesPerProcess: 0,
        peopleTeamSize: 1,
        timePerCandidate: 60,
        seniorEngineers: 0,
        hourlyRate: 23,
      },
      {
        peopleTeamHours: 13,
        engineersHours: 0,
        totalHours: 13,
        peopleTeamCost: 299,
        engineersCost: 0,
        totalCost: 299,
        productCost: 299,
        savings: 0,
        savingsPercentage: 0,
        displayedSavingsPercentage: 0,
        paysForItself: false,
        paybackDays: 1,
      },
    ],
    [
      // 12 h × 25 €/h = 300 €: 1 € saved, 1/300 = 0.33 % rounds to 0, 299/1×30 = 8970 days
      "one euro above the subscription",
      {
        processesPerMonth: 1,
        candidatesPerProcess: 12,
        technicalCandidatesPerProcess: 0,
        peopleTeamSize: 1,
        timePerCandidate: 60,
        seniorEngineers: 0,
        hourlyRate: 25,
      },
      {
        peopleTeamHours: 12,
        engineersHours: 0,
        totalHours: 12,
        peopleTeamCost: 300,
        engineersCost: 0,
        totalCost: 300,
        productCost: 299,
        savings: 1,
        savingsPercentage: 0,
        displayedSavingsPercentage: 0,
        paysForItself: true,
        paybackDays: 8970,
      },
    ],
    [
      // 20/60×100×40×3 = 4000 h; 120/60×20×40×2 = 3200 h; at 60 €/h; 431701/432000 = 99.93 % rounds to 100
      "a large company",
      {
        processesPerMonth: 40,
        candidatesPerProcess: 100,
        technicalCandidatesPerProcess: 20,
        peopleTeamSize: 3,
        timePerCandidate: 20,
        seniorEngineers: 2,
        timePerTest: 120,
        hourlyRate: 60,
      },
      {
        peopleTeamHours: 4000,
        engineersHours: 3200,
        totalHours: 7200,
        peopleTeamCost: 240000,
        engineersCost: 192000,
        totalCost: 432000,
        productCost: 299,
        savings: 431701,
        savingsPercentage: 100,
        displayedSavingsPercentage: 100,
        paysForItself: true,
        paybackDays: 1,
      },
    ],
    [
      // 7.5/60×40×15×1 = 75 h × 28.5 €/h = 2137.5 €; 60/60×5×15×1 = 75 h = 2137.5 €; 3976/4275 = 93.0 %
      "decimal minutes and hourly rate",
      { timePerCandidate: 7.5, hourlyRate: 28.5 },
      {
        peopleTeamHours: 75,
        engineersHours: 75,
        totalHours: 150,
        peopleTeamCost: 2137.5,
        engineersCost: 2137.5,
        totalCost: 4275,
        productCost: 299,
        savings: 3976,
        savingsPercentage: 93,
        displayedSavingsPercentage: 93,
        paysForItself: true,
        paybackDays: 3,
      },
    ],
  ])("%s", (_name, changes, expected) => {
    expectResult(computeHiringCost({ ...DEFAULT_HIRING_COST_INPUTS, ...changes }), expected);
  });

  it("ignores finalists, which no formula uses", () => {
    const withoutFinalists = computeHiringCost({ ...DEFAULT_HIRING_COST_INPUTS, finalistsPerProcess: 0 });
    const withManyFinalists = computeHiringCost({ ...DEFAULT_HIRING_COST_INPUTS, finalistsPerProcess: 999 });
    expect(withManyFinalists).toEqual(withoutFinalists);
  });

  it("gives zero cost, zero percentage and 1 day for all-zero inputs", () => {
    expect(computeHiringCost(ZERO_INPUTS)).toEqual({
      peopleTeamHours: 0,
      engineersHours: 0,
      totalHours: 0,
      peopleTeamCost: 0,
      engineersCost: 0,
      totalCost: 0,
      productCost: 299,
      savings: -299,
      savingsPercentage: 0,
      displayedSavingsPercentage: 0,
      paysForItself: false,
      paybackDays: 1,
    });
  });

  it("gives 0 hours when the processes are zero, whatever the rest", () => {
    const result = computeHiringCost({ ...DEFAULT_HIRING_COST_INPUTS, processesPerMonth: 0 });
    expect(result.totalHours).toBe(0);
    expect(result.totalCost).toBe(0);
  });

  it("stays finite with every input at the maximum", () => {
    const all = Object.fromEntries(
      HIRING_COST_INPUT_FIELDS.map((field) => [field.key, HIRING_COST_INPUT_MAX]),
    ) as HiringCostInputs;
    const result = computeHiringCost(all);
    expect(Number.isFinite(result.totalCost)).toBe(true);
    expect(result.totalCost).toBeGreaterThan(1e27);
    expect(result.savingsPercentage).toBe(100);
    expect(result.paybackDays).toBe(1);
  });

  it("clamps raw values given without normalisation: huge to the maximum, NaN and negative to 0", () => {
    const clamped = computeHiringCost({
      ...DEFAULT_HIRING_COST_INPUTS,
      processesPerMonth: Number.MAX_VALUE,
      hourlyRate: Number.POSITIVE_INFINITY,
    });
    const atMaximum = computeHiringCost({
      ...DEFAULT_HIRING_COST_INPUTS,
      processesPerMonth: HIRING_COST_INPUT_MAX,
      hourlyRate: HIRING_COST_INPUT_MAX,
    });
    expect(clamped).toEqual(atMaximum);
    expect(computeHiringCost({ ...DEFAULT_HIRING_COST_INPUTS, hourlyRate: Number.NaN }).totalCost).toBe(0);
    expect(computeHiringCost({ ...DEFAULT_HIRING_COST_INPUTS, peopleTeamSize: -3 }).peopleTeamHours).toBe(0);
  });
});

describe("normaliseNumericInput", () => {
  it.each<[string, number]>([
    ["007", 7],
    ["000", 0],
    ["0", 0],
    ["abc", 0],
    ["-5", 0],
    ["", 0],
    ["   ", 0],
    [" 42 ", 42],
    ["+3", 3],
    ["12.5", 12.5],
    ["12,5", 12.5],
    [".5", 0.5],
    ["5.", 5],
    ["1.2.3", 0],
    ["1e3", 0],
    ["12abc", 0],
    ["Infinity", 0],
    ["NaN", 0],
    ["99999999999", HIRING_COST_INPUT_MAX],
    ["1".repeat(400), HIRING_COST_INPUT_MAX],
  ])("%j → %d", (raw, expected) => {
    expect(normaliseNumericInput(raw)).toBe(expected);
  });
});

describe("normaliseHiringCostInputs", () => {
  it("fills missing keys with the defaults", () => {
    expect(normaliseHiringCostInputs({})).toEqual(DEFAULT_HIRING_COST_INPUTS);
  });

  it("truncates counts to whole numbers and keeps two decimals for minutes and euros", () => {
    expect(
      normaliseHiringCostInputs({
        processesPerMonth: "020",
        candidatesPerProcess: "12.7",
        seniorEngineers: 2.9,
        timePerCandidate: "7,5",
        timePerTest: 45.126,
        hourlyRate: "28,75",
        peopleTeamSize: "dos",
        technicalCandidatesPerProcess: -4,
        finalistsPerProcess: Number.NaN,
      }),
    ).toEqual({
      processesPerMonth: 20,
      candidatesPerProcess: 12,
      seniorEngineers: 2,
      timePerCandidate: 7.5,
      timePerTest: 45.13,
      hourlyRate: 28.75,
      peopleTeamSize: 0,
      technicalCandidatesPerProcess: 0,
      finalistsPerProcess: 0,
    });
  });
});

describe("HIRING_COST_INPUT_FIELDS", () => {
  it("lists the nine inputs once, in the order of section 3.6, all with minimum 0", () => {
    expect(HIRING_COST_INPUT_FIELDS.map((field) => field.key)).toEqual([
      "processesPerMonth",
      "candidatesPerProcess",
      "finalistsPerProcess",
      "technicalCandidatesPerProcess",
      "peopleTeamSize",
      "timePerCandidate",
      "seniorEngineers",
      "timePerTest",
      "hourlyRate",
    ]);
    expect(HIRING_COST_INPUT_FIELDS.every((field) => field.min === 0 && field.label !== "")).toBe(true);
  });

  it("lets only minutes and the hourly rate take decimals", () => {
    const decimalKeys = HIRING_COST_INPUT_FIELDS.filter((field) => !field.integer).map((field) => field.key);
    expect(decimalKeys).toEqual(["timePerCandidate", "timePerTest", "hourlyRate"]);
  });
});

describe("search parameters of a shared estimate", () => {
  it("writes nothing for the defaults", () => {
    expect(hiringCostInputsToSearchParams(DEFAULT_HIRING_COST_INPUTS)).toEqual({});
  });

  it("writes only the values that differ from the defaults", () => {
    expect(
      hiringCostInputsToSearchParams({
        ...DEFAULT_HIRING_COST_INPUTS,
        processesPerMonth: 20,
        hourlyRate: 30.5,
      }),
    ).toEqual({ processesPerMonth: "20", hourlyRate: "30.5" });
  });

  it("reads known keys, ignores unknown ones and keeps the default for values that are not numbers", () => {
    expect(
      hiringCostInputsFromSearchParams({
        processesPerMonth: "20",
        unknown: "7",
        hourlyRate: "abc",
        seniorEngineers: 3,
        timePerTest: "-4",
        timePerCandidate: "0012,5",
        peopleTeamSize: ["2"],
        candidatesPerProcess: null,
      }),
    ).toEqual({
      ...DEFAULT_HIRING_COST_INPUTS,
      processesPerMonth: 20,
      seniorEngineers: 3,
      timePerTest: 0,
      timePerCandidate: 12.5,
    });
  });

  it("does not read inherited keys", () => {
    const params: Record<string, unknown> = Object.create({ processesPerMonth: "99" });
    expect(hiringCostInputsFromSearchParams(params)).toEqual(DEFAULT_HIRING_COST_INPUTS);
  });

  it("round-trips a changed estimate", () => {
    const inputs: HiringCostInputs = {
      ...DEFAULT_HIRING_COST_INPUTS,
      candidatesPerProcess: 0,
      timePerTest: 45.25,
    };
    expect(hiringCostInputsFromSearchParams(hiringCostInputsToSearchParams(inputs))).toEqual(inputs);
  });
});

describe("formatters", () => {
  it.each<[string, string]>([
    [formatEuros(6300), "6300\u00a0€"],
    [formatEuros(1234567), "1.234.567\u00a0€"],
    [formatEuros(6001.6), "6002\u00a0€"],
    [formatEuros(299), "299\u00a0€"],
    [formatEuros(-299), "-299\u00a0€"],
    [formatEuros(-0.4), "0\u00a0€"],
    [formatNumber(12345.678), "12.345,678"],
    [formatNumber(15), "15"],
    [formatHours(150), "150\u00a0h"],
    [formatHours(133.333), "133,3\u00a0h"],
    [formatHours(12000), "12.000\u00a0h"],
    [formatPercent(95), "95\u00a0%"],
    [formatPercent(100), "100\u00a0%"],
    [formatPercent(0), "0\u00a0%"],
  ])("%j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

/** Any number, including NaN, infinities and negatives, for functions that must be total. */
const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.nat({ max: 1000 }));

const anyInputs: fc.Arbitrary<HiringCostInputs> = fc.record({
  processesPerMonth: anyNumber,
  candidatesPerProcess: anyNumber,
  finalistsPerProcess: anyNumber,
  technicalCandidatesPerProcess: anyNumber,
  peopleTeamSize: anyNumber,
  timePerCandidate: anyNumber,
  seniorEngineers: anyNumber,
  timePerTest: anyNumber,
  hourlyRate: anyNumber,
});

/** Inputs as normalisation produces them: whole counts, hundredths for minutes and euros. */
const normalisedInputs: fc.Arbitrary<HiringCostInputs> = fc
  .tuple(
    ...HIRING_COST_INPUT_FIELDS.map((field) =>
      field.integer
        ? fc.integer({ min: 0, max: HIRING_COST_INPUT_MAX })
        : fc.integer({ min: 0, max: HIRING_COST_INPUT_MAX * 100 }).map((hundredths) => hundredths / 100),
    ),
  )
  .map(
    (values) =>
      Object.fromEntries(
        HIRING_COST_INPUT_FIELDS.map((field, index): [HiringCostInputKey, number | undefined] => [
          field.key,
          values[index],
        ]),
      ) as HiringCostInputs,
  );

describe("properties", () => {
  it("shows the savings percentage capped at 100 only, negative when the product costs more", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const { savingsPercentage, displayedSavingsPercentage } = computeHiringCost(inputs);
        return displayedSavingsPercentage === Math.min(100, savingsPercentage);
      }),
    );
  });

  it("never gives negative or non-finite hours and costs, and always a positive whole payback", () => {
    fc.assert(
      fc.property(anyInputs, (inputs) => {
        const result = computeHiringCost(inputs);
        const amounts = [
          result.peopleTeamHours,
          result.engineersHours,
          result.totalHours,
          result.peopleTeamCost,
          result.engineersCost,
          result.totalCost,
        ];
        return (
          amounts.every((amount) => Number.isFinite(amount) && amount >= 0) &&
          Number.isInteger(result.paybackDays) &&
          result.paybackDays >= 1
        );
      }),
    );
  });

  it("never costs less with more processes", () => {
    fc.assert(
      fc.property(normalisedInputs, fc.integer({ min: 1, max: 1000 }), (inputs, extra) => {
        const more = { ...inputs, processesPerMonth: inputs.processesPerMonth + extra };
        return computeHiringCost(more).totalCost >= computeHiringCost(inputs).totalCost;
      }),
    );
  });

  it("normalises any text to a number between 0 and the maximum", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String)), (raw) => {
        const value = normaliseNumericInput(raw);
        return Number.isFinite(value) && value >= 0 && value <= HIRING_COST_INPUT_MAX;
      }),
    );
  });

  it("leaves normalised inputs unchanged", () => {
    fc.assert(
      fc.property(normalisedInputs, (inputs) => {
        expect(normaliseHiringCostInputs(inputs)).toEqual(inputs);
      }),
    );
  });

  it("preserves inputs through the search parameters", () => {
    fc.assert(
      fc.property(normalisedInputs, (inputs) => {
        expect(hiringCostInputsFromSearchParams(hiringCostInputsToSearchParams(inputs))).toEqual(inputs);
      }),
    );
  });
});
