/** Labels of the sample report summary. */
export const SAMPLE_REPORT_LABELS = {
  role: "Puesto",
  stack: "Stack",
  overall: "Puntuación global",
  scores: "Puntuación por prueba",
  strengths: "Puntos fuertes",
  improvements: "Áreas de mejora",
  verdict: "Recomendación",
  test: "Prueba",
  score: "Nota",
  comment: "Comentario",
} as const;
