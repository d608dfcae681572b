import type { HeroEvaluation } from "./types";

/** Counter of the hero's mock dashboard. */
export const HERO_EVALUATIONS_IN_PROGRESS = 34;

/** Demo cards of the hero's mock dashboard; each overall score is the rounded mean of its three tests. */
export const HERO_EVALUATIONS: readonly HeroEvaluation[] = [
  {
    name: "Candidato #A-1027",
    test: "React + Node.js",
    pruebas: [
      { nombre: "Escritura de código", score: 94 },
      { nombre: "Detección de bugs", score: 88 },
      { nombre: "Revisión de PR", score: 91 },
    ],
    score: 91,
  },
  {
    name: "Candidato #B-2043",
    test: "Python + Django",
    pruebas: [
      { nombre: "Complejidad algorítmica", score: 86 },
      { nombre: "Código limpio", score: 90 },
      { nombre: "Preguntas abiertas de desarrollo", score: 82 },
    ],
    score: 86,
  },
  {
    name: "Candidato #C-3158",
    test: "Java + Spring Boot",
    pruebas: [
      { nombre: "Test de opción múltiple", score: 97 },
      { nombre: "Completar código", score: 93 },
      { nombre: "Detección de bugs", score: 89 },
    ],
    score: 93,
  },
  {
    name: "Candidato #D-4512",
    test: "Flutter + Node.js",
    pruebas: [
      { nombre: "Lógica matemática", score: 78 },
      { nombre: "Escritura de código", score: 84 },
      { nombre: "Código limpio", score: 81 },
    ],
    score: 81,
  },
];

/** Floating badges around the mock dashboard. */
export const HERO_BADGES = [
  "Evaluación completada",
  "-85% tiempo de evaluación técnica tradicional",
] as const;
