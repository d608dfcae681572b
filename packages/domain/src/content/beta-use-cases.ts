import type { SelectOption } from "./types";

/** Use-case values of the beta / early-access form (section 3.5); a tuple so that form schemas can build an enum from it. */
export const BETA_USE_CASE_VALUES = [
  "technical-tests",
  "outsourcing-dd",
  "talent-mapping",
  "pre-evaluated-search",
  "all",
  "not-sure",
] as const;

export type BetaUseCase = (typeof BETA_USE_CASE_VALUES)[number];

/** Options of the form's use-case select; the first four repeat the titles of USE_CASES 1-4. */
export const BETA_USE_CASES: readonly SelectOption<BetaUseCase>[] = [
  { value: "technical-tests", label: "Pruebas técnicas personalizadas" },
  { value: "outsourcing-dd", label: "Due diligence de squads externos" },
  { value: "talent-mapping", label: "Mapeo de talento de tu equipo" },
  { value: "pre-evaluated-search", label: "Búsqueda de talento pre-evaluado" },
  { value: "all", label: "Todos los anteriores" },
  { value: "not-sure", label: "Aún no lo tengo claro" },
];
