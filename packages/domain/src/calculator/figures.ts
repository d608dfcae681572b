import { BRAND } from "../brand";
import type { HiringCostInputField, HiringCostInputs, HiringCostResult } from "./calculator";
import { formatEuros, formatHours, formatNumber, formatPercent } from "./format";

/** One labelled, formatted figure of an estimate, as the calculator, the assistant and the PDF show it. */
export type HiringCostFigure = {
  readonly key: keyof HiringCostResult;
  readonly label: string;
  readonly value: string;
};

/** The two result panels of the calculator (section 2.4): today's cost, then the cost with the product. */
export type HiringCostFigures = {
  readonly withoutProduct: readonly HiringCostFigure[];
  readonly withProduct: readonly HiringCostFigure[];
};

export const HIRING_COST_PANEL_TITLES = {
  withoutProduct: `Sin ${BRAND.productName}`,
  withProduct: `Con ${BRAND.productName}`,
} as const;

/** A payback period in days: '1 día', '12 días'. */
export function formatDays(days: number): string {
  return days === 1 ? "1 día" : `${formatNumber(days)} días`;
}

/** An input as typed into the form, with its unit: '15 procesos', '28 €/h'. */
export function formatInputValue(field: HiringCostInputField, inputs: HiringCostInputs): string {
  return `${formatNumber(inputs[field.key])}\u00a0${field.unit}`;
}

/** The figures of both panels; the percentage is the displayed one, capped at 0–100 (section 9). */
export function describeHiringCost(result: HiringCostResult): HiringCostFigures {
  return {
    withoutProduct: [
      { key: "totalCost", label: "Coste mensual total", value: formatEuros(result.totalCost) },
      {
        key: "peopleTeamCost",
        label: "Coste del equipo de People",
        value: formatEuros(result.peopleTeamCost),
      },
      {
        key: "engineersCost",
        label: "Coste de los ingenieros sénior",
        value: formatEuros(result.engineersCost),
      },
      { key: "totalHours", label: "Horas dedicadas al mes", value: formatHours(result.totalHours) },
    ],
    withProduct: [
      {
        key: "productCost",
        label: `Coste de ${BRAND.productName} al mes`,
        value: formatEuros(result.productCost),
      },
      { key: "savings", label: "Ahorro mensual", value: formatEuros(result.savings) },
      {
        key: "displayedSavingsPercentage",
        label: "Porcentaje de ahorro",
        value: formatPercent(result.displayedSavingsPercentage),
      },
      { key: "paybackDays", label: "Recuperas la inversión en", value: formatDays(result.paybackDays) },
    ],
  };
}
