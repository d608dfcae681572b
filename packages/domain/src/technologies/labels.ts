import type { TechnologyFamily } from "./types";

/** Tab labels of the supported-technologies section (section 2.4). */
export const TECHNOLOGY_FAMILY_LABELS: Readonly<Record<TechnologyFamily, string>> = {
  languages: "Lenguajes de Programación",
  frontend: "Frameworks Frontend",
  backend: "Frameworks Backend",
  database: "Bases de Datos",
  devops: "DevOps & Cloud",
  testing: "Testing & UI",
};

/** How copy cites the catalogue's size, true however the catalogue grows; catalogue.test.ts checks it. */
export const TECHNOLOGY_COUNT_CLAIM = { moreThan: 200, text: "más de 200" } as const;
