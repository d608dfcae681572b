import { ENTERPRISE_MONTHLY_PRICE } from "../content/packages";

/** What the visitor tells the calculator about one month of technical hiring (section 3.6). */
export type HiringCostInputs = {
  readonly processesPerMonth: number;
  readonly candidatesPerProcess: number;
  /** Shown in the form but used by no formula (section 3.6). */
  readonly finalistsPerProcess: number;
  readonly technicalCandidatesPerProcess: number;
  readonly peopleTeamSize: number;
  /** Minutes each People-team member spends on one candidate. */
  readonly timePerCandidate: number;
  readonly seniorEngineers: number;
  /** Minutes each senior engineer spends on one technical test. */
  readonly timePerTest: number;
  /** Average cost of one hour of work, in euros. */
  readonly hourlyRate: number;
};

export type HiringCostInputKey = keyof HiringCostInputs;

/** The monthly cost without the product, the product's price and what the difference means. */
export type HiringCostResult = {
  readonly peopleTeamHours: number;
  readonly engineersHours: number;
  readonly totalHours: number;
  readonly peopleTeamCost: number;
  readonly engineersCost: number;
  readonly totalCost: number;
  /** The Enterprise subscription the calculator subtracts. */
  readonly productCost: number;
  /** Negative when the current cost is below the subscription. */
  readonly savings: number;
  /** Rounded, unbounded: negative when savings are negative. */
  readonly savingsPercentage: number;
  /** The percentage to show (section 9): savingsPercentage capped at 100 only, so a loss reads negative. */
  readonly displayedSavingsPercentage: number;
  /** False exactly when totalCost ≤ productCost, where paybackDays is the spec's fixed 1. */
  readonly paysForItself: boolean;
  readonly paybackDays: number;
};

/** Metadata of one form input, in the order the form shows them. */
export type HiringCostInputField = {
  readonly key: HiringCostInputKey;
  readonly label: string;
  readonly unit: string;
  readonly min: 0;
  readonly max: number;
  readonly step: number;
  /** Whole numbers only: people, candidates and processes are counted, minutes and euros are not. */
  readonly integer: boolean;
};

/** Upper bound of every input: keeps every product of inputs finite, so no result becomes Infinity or NaN. */
export const HIRING_COST_INPUT_MAX = 1_000_000;

/** The fixed reduction of technical-evaluation time the assistant shows (section 9). */
export const ASSISTANT_TIME_REDUCTION_PERCENT = 85;

/** Days in the month used for the payback period (section 9). */
const PAYBACK_MONTH_DAYS = 30;

const MINUTES_PER_HOUR = 60;

/** Section 9 defaults. */
export const DEFAULT_HIRING_COST_INPUTS: HiringCostInputs = {
  processesPerMonth: 15,
  candidatesPerProcess: 40,
  finalistsPerProcess: 25,
  technicalCandidatesPerProcess: 5,
  peopleTeamSize: 1,
  timePerCandidate: 15,
  seniorEngineers: 1,
  timePerTest: 60,
  hourlyRate: 28,
};

/** One form input: counts step by 1, minutes and euros by cents. */
function inputField(
  key: HiringCostInputKey,
  label: string,
  unit: string,
  integer: boolean,
): HiringCostInputField {
  return { key, label, unit, min: 0, max: HIRING_COST_INPUT_MAX, step: integer ? 1 : 0.01, integer };
}

/** The nine form inputs in the order of section 3.6. */
export const HIRING_COST_INPUT_FIELDS: readonly HiringCostInputField[] = [
  inputField("processesPerMonth", "Procesos de selección al mes", "procesos", true),
  inputField("candidatesPerProcess", "Candidatos prefiltrados por proceso", "candidatos", true),
  inputField("finalistsPerProcess", "Finalistas tras el prefiltro", "candidatos", true),
  inputField(
    "technicalCandidatesPerProcess",
    "Candidatos en evaluación técnica por proceso",
    "candidatos",
    true,
  ),
  inputField("peopleTeamSize", "Personas del equipo de People", "personas", true),
  inputField("timePerCandidate", "Tiempo por candidato", "min", false),
  inputField("seniorEngineers", "Ingenieros sénior", "ingenieros", true),
  inputField("timePerTest", "Tiempo por prueba técnica", "min", false),
  inputField("hourlyRate", "Coste medio por hora", "€/h", false),
];

const INPUT_KEYS: readonly HiringCostInputKey[] = HIRING_COST_INPUT_FIELDS.map((field) => field.key);

const INTEGER_KEYS: ReadonlySet<HiringCostInputKey> = new Set(
  HIRING_COST_INPUT_FIELDS.filter((field) => field.integer).map((field) => field.key),
);

/** Monthly hours and euros of the current process, compared with the Enterprise subscription (section 9). */
export function computeHiringCost(inputs: HiringCostInputs): HiringCostResult {
  // Clamping here too keeps the function total for callers that skip normalisation.
  const safe = clampInputs(inputs);

  const peopleTeamHours =
    (safe.timePerCandidate / MINUTES_PER_HOUR) *
    safe.candidatesPerProcess *
    safe.processesPerMonth *
    safe.peopleTeamSize;
  const engineersHours =
    (safe.timePerTest / MINUTES_PER_HOUR) *
    safe.technicalCandidatesPerProcess *
    safe.processesPerMonth *
    safe.seniorEngineers;
  const peopleTeamCost = peopleTeamHours * safe.hourlyRate;
  const engineersCost = engineersHours * safe.hourlyRate;
  const totalCost = peopleTeamCost + engineersCost;

  const productCost = ENTERPRISE_MONTHLY_PRICE;
  const savings = totalCost - productCost;
  // `|| 0` turns the -0 that Math.round gives for tiny negative ratios into 0.
  const savingsPercentage = totalCost > 0 ? Math.round((savings / totalCost) * 100) || 0 : 0;
  const paysForItself = savings > 0;

  return {
    peopleTeamHours,
    engineersHours,
    totalHours: peopleTeamHours + engineersHours,
    peopleTeamCost,
    engineersCost,
    totalCost,
    productCost,
    savings,
    savingsPercentage,
    displayedSavingsPercentage: Math.min(100, savingsPercentage),
    paysForItself,
    // savings ≤ 0 happens exactly when totalCost ≤ 299, which section 9 shows as 1 day.
    paybackDays: paysForItself ? Math.ceil((productCost / savings) * PAYBACK_MONTH_DAYS) : 1,
  };
}

/** Optional sign, digits with at most one decimal separator; '.' or the Spanish ',' both mark decimals. */
const NUMERIC_PATTERN = /^[+-]?(\d+[.,]?\d*|[.,]\d+)$/;

/** The number typed, or undefined when the text is not a plain decimal number. */
function parseNumeric(raw: string): number | undefined {
  const text = raw.trim();
  if (!NUMERIC_PATTERN.test(text)) return undefined;
  // A digit string too long for a double gives Infinity, which clamping turns into the maximum.
  return Number(text.replace(",", "."));
}

/** NaN and negatives become 0; anything above the maximum, Infinity included, becomes the maximum. */
function clampToRange(value: number): number {
  if (Number.isNaN(value) || value <= 0) return 0;
  return Math.min(value, HIRING_COST_INPUT_MAX);
}

/**
 * One calculator input as typed (section 5): leading zeros stripped ('007' → 7), non-numeric → 0,
 * negatives → 0, capped at HIRING_COST_INPUT_MAX. Decimals are kept ('12.5' and '12,5' → 12.5);
 * whether a field accepts them is decided per field by normaliseHiringCostInputs.
 */
export function normaliseNumericInput(raw: string): number {
  return clampToRange(parseNumeric(raw) ?? 0);
}

/** Counts are truncated to whole numbers; minutes and euros keep two decimals. */
function normaliseFieldValue(key: HiringCostInputKey, raw: string | number): number {
  const value = typeof raw === "number" ? clampToRange(raw) : normaliseNumericInput(raw);
  return INTEGER_KEYS.has(key) ? Math.trunc(value) : Math.round(value * 100) / 100;
}

function clampInputs(inputs: HiringCostInputs): HiringCostInputs {
  return buildInputs((key) => clampToRange(inputs[key]));
}

function buildInputs(valueFor: (key: HiringCostInputKey) => number): HiringCostInputs {
  return Object.fromEntries(INPUT_KEYS.map((key) => [key, valueFor(key)])) as HiringCostInputs;
}

/** Full, valid inputs from what a form holds: missing keys take the section 9 default. */
export function normaliseHiringCostInputs(
  partial: Readonly<Partial<Record<HiringCostInputKey, string | number>>>,
): HiringCostInputs {
  return buildInputs((key) => {
    const raw = partial[key];
    return raw === undefined ? DEFAULT_HIRING_COST_INPUTS[key] : normaliseFieldValue(key, raw);
  });
}

/** Search parameters for a shared estimate: only the values that differ from the defaults. */
export function hiringCostInputsToSearchParams(inputs: HiringCostInputs): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of INPUT_KEYS) {
    if (inputs[key] !== DEFAULT_HIRING_COST_INPUTS[key]) params[key] = String(inputs[key]);
  }
  return params;
}

/**
 * Inputs from a shared link. Unknown keys are ignored; a value that is not a number keeps the default
 * (a mangled link should not zero the estimate); numeric values are normalised like form input.
 * Accepts numbers as well, since routers may parse search values as JSON.
 */
export function hiringCostInputsFromSearchParams(
  params: Readonly<Record<string, unknown>>,
): HiringCostInputs {
  return buildInputs((key) => {
    const raw = Object.hasOwn(params, key) ? params[key] : undefined;
    if (typeof raw === "number" && Number.isFinite(raw)) return normaliseFieldValue(key, raw);
    if (typeof raw === "string" && parseNumeric(raw) !== undefined) return normaliseFieldValue(key, raw);
    return DEFAULT_HIRING_COST_INPUTS[key];
  });
}
