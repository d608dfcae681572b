import { ASSESSMENT_DURATION_RANGE, ASSESSMENT_TYPES } from "./assessment-types";
import type { IconName } from "./types";

/** One step of the 'Cómo funciona' block of the landing page. */
export interface HowItWorksStep {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

/** The block between the assessment types and the Zona: how a company goes from sign-up to feedback. */
export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    title: "Define el puesto y tu stack",
    description:
      "Indica el rol, el nivel y las tecnologías de tu equipo: la configuración lleva unos 5 minutos.",
    icon: "ClipboardList",
  },
  {
    title: "Elige las pruebas",
    description: `Combina los ${ASSESSMENT_TYPES.length} tipos de evaluación, de ${ASSESSMENT_DURATION_RANGE.minMinutes} a ${ASSESSMENT_DURATION_RANGE.maxMinutes} minutos, y edita cualquier prueba antes de enviarla.`,
    icon: "ListChecks",
  },
  {
    title: "Invita a tus candidatos",
    description:
      "Cada candidato hace las pruebas online, a su ritmo y desde donde quiera, sin ocupar a tus ingenieros sénior.",
    icon: "Send",
  },
  {
    title: "Recibe el feedback",
    description:
      "En menos de 15 minutos tienes un informe con métricas objetivas por prueba, exportable en PDF o CSV.",
    icon: "FileCheck2",
  },
];

/** Where the block sends visitors who want the whole feature list. */
export const HOW_IT_WORKS_LINK = { label: "Ver todas las características", to: "/caracteristicas" } as const;
