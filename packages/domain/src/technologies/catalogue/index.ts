import type { Technology } from "../types";
import { BACKEND_TECHNOLOGIES } from "./backend";
import { DATABASE_TECHNOLOGIES } from "./databases";
import { DEVOPS_TECHNOLOGIES } from "./devops";
import { FRONTEND_TECHNOLOGIES } from "./frontend";
import { LANGUAGE_TECHNOLOGIES } from "./languages";
import { TESTING_TECHNOLOGIES } from "./testing";

/** The one technology catalogue, in tab order; each family keeps its display order. */
export const TECHNOLOGIES: readonly Technology[] = [
  ...LANGUAGE_TECHNOLOGIES,
  ...FRONTEND_TECHNOLOGIES,
  ...BACKEND_TECHNOLOGIES,
  ...DATABASE_TECHNOLOGIES,
  ...DEVOPS_TECHNOLOGIES,
  ...TESTING_TECHNOLOGIES,
];

// The labels live apart so the light technology index can show the tabs without the catalogue.
export { TECHNOLOGY_FAMILY_LABELS } from "../labels";
