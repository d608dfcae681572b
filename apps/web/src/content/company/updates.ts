/** What kind of change an update is. */
export type UpdateKind = "Novedad" | "Mejora" | "Corrección" | "Seguridad";

/** One entry of the public changelog (/actualizaciones). */
export interface ProductUpdate {
  /** ISO date (YYYY-MM-DD). */
  readonly date: string;
  readonly kind: UpdateKind;
  readonly title: string;
  readonly description: string;
}

/** The changelog, in any order: the page sorts it newest first. */
export const PRODUCT_UPDATES: readonly ProductUpdate[] = [
  {
    date: "2026-11-18",
    kind: "Novedad",
    title: "Revisión de pull requests en Go y Rust",
    description:
      "La prueba de revisión de pull requests admite ya repositorios de ejemplo en Go y Rust, con rúbricas específicas para concurrencia y gestión de memoria.",
  },
  {
    date: "2026-10-30",
    kind: "Mejora",
    title: "Explicación por criterio en el informe del candidato",
    description:
      "Cada criterio de la rúbrica muestra ahora su justificación en el feedback del candidato, no solo la puntuación, para que entender un resultado no requiera pedirlo.",
  },
  {
    date: "2026-10-08",
    kind: "Novedad",
    title: "Exportación CSV por competencia",
    description:
      "La exportación CSV incluye una columna por competencia evaluada, además de la puntuación por prueba, para analizar los resultados en la hoja de cálculo del equipo.",
  },
  {
    date: "2026-09-15",
    kind: "Seguridad",
    title: "Borrado automático con plazos configurables",
    description:
      "Las empresas pueden acortar el plazo de conservación de las evaluaciones por debajo de los 12 meses por defecto, y el borrado se ejecuta cada día de forma automática.",
  },
  {
    date: "2025-09-01",
    kind: "Novedad",
    title: "Apertura de la beta privada para empresas",
    description:
      "Empiezan las primeras empresas del programa Early Access: acceso gratuito hasta agotar las plazas y un 30 % de descuento de por vida.",
  },
  {
    date: "2025-07-21",
    kind: "Corrección",
    title: "Tiempos de las pruebas en zonas horarias distintas",
    description:
      "Corregido un error que mostraba mal la hora límite de una prueba cuando el candidato estaba en otra zona horaria que la empresa.",
  },
];

/** Newest first. */
export function updatesNewestFirst(updates: readonly ProductUpdate[] = PRODUCT_UPDATES): ProductUpdate[] {
  return [...updates].sort((a, b) => b.date.localeCompare(a.date));
}
