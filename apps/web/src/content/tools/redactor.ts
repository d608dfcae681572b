import { TECHNOLOGY_COUNT_CLAIM } from "@nivelia/domain/technology-index";
import type { ToolPageCopy } from "./types";

/** The job-description writer's page. */
export const REDACTOR_PAGE: ToolPageCopy = {
  heading: "Redactor de ofertas técnicas",
  lead: "Rellena el rol, el nivel, el stack y la modalidad, y obtén al momento el borrador de una oferta de empleo técnica clara y completa, lista para copiar o descargar en Markdown o texto plano.",
  toolTitle: "Escribe tu oferta",
  toolIntro:
    "El texto se genera en tu navegador a partir de plantillas revisadas por nuestro equipo; no se envía a ningún servidor. Revísalo y añade lo propio de tu empresa antes de publicarlo.",
  sections: [
    {
      title: "Cómo se escribe tu oferta",
      items: [
        {
          title: "Adaptada al nivel",
          description:
            "Las responsabilidades y la experiencia pedida cambian de Junior a Lead, para no pedir diez años de experiencia en un puesto de entrada.",
        },
        {
          title: "Stack del catálogo",
          description: `Las tecnologías se eligen de las ${TECHNOLOGY_COUNT_CLAIM.text} del catálogo, con alias y erratas reconocidos, y se escriben con su nombre oficial.`,
        },
        {
          title: "Modalidad explicada",
          description:
            "Remoto, híbrido o presencial, con la ubicación: lo primero que mira cualquier candidato.",
        },
        {
          title: "Proceso transparente",
          description:
            "La oferta explica las fases del proceso de selección, algo que los candidatos valoran y pocas ofertas cuentan.",
        },
      ],
    },
    {
      title: "Consejos para una buena oferta técnica",
      intro: "Lo que más mejora la respuesta de los candidatos, según los procesos que vemos cada semana.",
      items: [
        {
          title: "Publica la banda salarial",
          description: "Las ofertas con salario reciben más candidaturas y de perfiles que encajan mejor.",
        },
        {
          title: "Imprescindible frente a deseable",
          description:
            "Una lista de doce requisitos obligatorios ahuyenta a buenos perfiles. Deja claro qué es imprescindible y qué se puede aprender.",
        },
        {
          title: "Lenguaje inclusivo",
          description:
            "Usa fórmulas como «desarrollador/a» o «una persona» para que nadie se sienta fuera de la oferta.",
        },
      ],
    },
  ],
};
