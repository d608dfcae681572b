export {
  ASSISTANT_TIME_REDUCTION_PERCENT,
  computeHiringCost,
  DEFAULT_HIRING_COST_INPUTS,
  HIRING_COST_INPUT_FIELDS,
  HIRING_COST_INPUT_MAX,
  type HiringCostInputField,
  type HiringCostInputKey,
  type HiringCostInputs,
  type HiringCostResult,
  hiringCostInputsFromSearchParams,
  hiringCostInputsToSearchParams,
  normaliseHiringCostInputs,
  normaliseNumericInput,
} from "./calculator";
export {
  describeHiringCost,
  formatDays,
  formatInputValue,
  HIRING_COST_PANEL_TITLES,
  type HiringCostFigure,
  type HiringCostFigures,
} from "./figures";
export { formatEuros, formatHours, formatNumber, formatPercent } from "./format";
