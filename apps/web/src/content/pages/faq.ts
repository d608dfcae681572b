import { RESPONSE_PROMISE } from "@nivelia/domain/content";
import type { CtaCopy, PageIntro } from "./types";

export const FAQ_INTRO: PageIntro = {
  eyebrow: "Centro de ayuda",
  title: "Preguntas frecuentes",
  lead: "Todo lo que nos preguntan las empresas antes de evaluar con nosotros: cómo funciona la IA, cómo protegemos los datos, cómo es un proceso y cuánto se ahorra. Busca por palabra o ve directamente a una categoría.",
};

/** Texts of the search box over the questions and answers. */
export const FAQ_SEARCH = {
  label: "Buscar en las preguntas y respuestas",
  placeholder: "Ej: RGPD, precio, IA…",
  clear: "Borrar búsqueda",
  categoriesLabel: "Categorías",
  /** Spoken and shown after each change; `count` of `total`. */
  results: (count: number, total: number) =>
    count === total
      ? `${total} preguntas`
      : `${count} ${count === 1 ? "pregunta encontrada" : "preguntas encontradas"} de ${total}`,
  noResults: (query: string) =>
    `Ninguna pregunta ni respuesta contiene «${query}». Prueba con otra palabra o escríbenos y te respondemos.`,
} as const;

export const FAQ_CTA: CtaCopy = {
  title: "¿No encuentras tu respuesta?",
  text: `Escríbenos y te respondemos en ${RESPONSE_PROMISE}, o consulta el estado del servicio en la página de soporte.`,
  links: [
    { label: "Escribir al equipo", to: "/contacto" },
    { label: "Ir a soporte", to: "/soporte" },
  ],
};
