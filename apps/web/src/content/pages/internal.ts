/** The banner of the internal test pages, which are not linked from the site nor indexed. */
export const INTERNAL_PAGE_NOTICE =
  "Página interna de pruebas: no aparece en el menú, en el mapa del sitio ni en los buscadores. Aquí probamos variantes de la calculadora antes de publicarlas.";

export const TEST_PAGE_INTRO = {
  eyebrow: "Interno",
  title: "Calculadora de costes: variante clásica",
  lead: "La calculadora del inicio, aislada para probar cambios de textos, valores por defecto y fórmulas sin tocar la página principal. Las cifras se recalculan en vivo al cambiar cualquier dato.",
} as const;
