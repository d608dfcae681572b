import { BRAND } from "@nivelia/domain/brand";
import type { CtaCopy, PageIntro } from "./types";

const product = BRAND.productName;

export const USE_CASES_INTRO: PageIntro = {
  eyebrow: "Casos de uso",
  title: "Cinco formas de evaluar talento técnico con IA",
  lead: `De la primera criba de candidatos a la auditoría de un squad externo: así usan ${product} los equipos de People, los CTOs y los propios developers.`,
};

/** Labels of the parts of each use case. */
export const USE_CASE_LABELS = {
  persona: "Para quién",
  departments: "Equipos implicados",
  painPoint: "El problema",
  questions: "Lo que se pregunta",
  solution: "La solución",
  benefits: "Qué consigue",
  stats: "Resultados",
  nav: "Casos de uso en esta página",
  calculator: "Calcular mi ahorro",
} as const;

export const USE_CASES_CTA: CtaCopy = {
  title: "¿Tu caso es distinto?",
  text: "Cuéntanos cómo seleccionáis hoy y diseñamos contigo un proceso de evaluación a medida.",
  links: [
    { label: "Hablar con el equipo", to: "/contacto" },
    { label: "Ver precios", to: "/precios" },
  ],
};
