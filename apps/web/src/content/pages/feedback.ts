import type { ContentItem, CtaCopy, ItemsSection, PageIntro, SectionCopy } from "./types";

export const FEEDBACK_INTRO: PageIntro = {
  eyebrow: "Feedback",
  title: "Un informe de feedback que se puede defender",
  lead: "Cada candidato recibe en menos de 15 minutos un informe con su puntuación por prueba, sus puntos fuertes, lo que debe mejorar y una revisión de su código. Descarga un ejemplo y compruébalo.",
};

/** The parts of every feedback report, in the order the sample PDF shows them. */
export const FEEDBACK_REPORT_PARTS: ItemsSection = {
  title: "Qué contiene cada informe",
  items: [
    {
      title: "Resumen",
      description: "Perfil, stack evaluado, fecha y una valoración general en dos o tres frases.",
    },
    {
      title: "Puntuación por prueba",
      description: "Una nota de 0 a 100 por cada tipo de prueba, con un comentario que la explica.",
    },
    {
      title: "Puntuación global",
      description: "La media de las pruebas, para comparar a los candidatos del proceso.",
    },
    {
      title: "Puntos fuertes",
      description: "Lo que el candidato ha hecho especialmente bien, con ejemplos concretos.",
    },
    {
      title: "Áreas de mejora",
      description: "Lo que le falta para el nivel del puesto, explicado de forma accionable.",
    },
    {
      title: "Revisión de código",
      description: "Un fragmento de su código con notas de lo que está bien y lo que mejoraría.",
    },
    { title: "Recomendación", description: "Si pasar a la entrevista final y qué preguntarle en ella." },
  ],
};

export const FEEDBACK_SAMPLE: SectionCopy = {
  title: "Un ejemplo real de informe",
  intro:
    "Estos son los datos del informe de ejemplo, con un candidato ficticio. El PDF completo está a un clic.",
};

export const FEEDBACK_AUDIENCES: readonly ContentItem[] = [
  {
    title: "Para tu equipo",
    description:
      "Decide a quién entrevistar con métricas objetivas y prepara la entrevista final con las preguntas sugeridas.",
  },
  {
    title: "Para el candidato",
    description: "Aunque no pase de fase, sabe por qué y qué mejorar: tu marca empleadora sale ganando.",
  },
];

export const FEEDBACK_CTA: CtaCopy = {
  title: "Recibe tu primer informe gratis",
  text: "Evalúa a un candidato real y recibe su informe en menos de 15 minutos.",
  links: [
    { label: "Probar gratis", to: "/prueba-gratis" },
    { label: "Ver características", to: "/caracteristicas" },
  ],
};
