import type { Technology, TechnologyFamily } from "../types";
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

/** Tab labels of the supported-technologies section (section 2.4). */
export const TECHNOLOGY_FAMILY_LABELS: Readonly<Record<TechnologyFamily, string>> = {
  languages: "Lenguajes de Programación",
  frontend: "Frameworks Frontend",
  backend: "Frameworks Backend",
  database: "Bases de Datos",
  devops: "DevOps & Cloud",
  testing: "Testing & UI",
};
