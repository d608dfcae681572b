import { BRAND } from "@nivelia/domain/brand";
import { COMPLIANCE } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import type { CtaCopy, ItemsSection, PageIntro, PageLink, SectionCopy } from "./types";

const product = BRAND.productName;

export const FEATURES_INTRO: PageIntro = {
  eyebrow: "Características",
  title: "Todo lo que necesitas para evaluar perfiles técnicos",
  lead: `Pruebas adaptadas a tu stack, feedback en menos de 15 minutos e informes que tu equipo puede defender. Estas son todas las capacidades de ${product}, agrupadas por etapa del proceso.`,
};

export const FEATURES_CORE: SectionCopy = {
  title: "Lo esencial",
  intro: "Las cuatro capacidades sobre las que se construye todo lo demás.",
};

/** Capabilities grouped by the stage of the hiring process they serve. */
export const FEATURE_GROUPS: readonly ItemsSection[] = [
  {
    title: "Diseño de la evaluación",
    items: [
      {
        title: "Pruebas a medida de tu stack",
        description:
          "La IA genera las pruebas a partir del puesto, el nivel y las tecnologías de tu equipo, entre más de 100 lenguajes y 50 frameworks.",
      },
      {
        title: "9 tipos de prueba combinables",
        description:
          "Fundamentos, código real y colaboración: de preguntas abiertas a revisión de PR, en la combinación que quieras.",
      },
      {
        title: "De 15 a 240 minutos",
        description:
          "Ajusta la duración a lo que quieras medir, desde una criba rápida hasta una prueba completa.",
      },
      {
        title: "Edición total",
        description:
          "Revisa y edita cada prueba y cada feedback antes de enviarlo; tu equipo tiene la última palabra.",
      },
    ],
  },
  {
    title: "Resultados y decisión",
    items: [
      {
        title: "Feedback en menos de 15 minutos",
        description: "Desde que el candidato termina, con puntuación global y detalle por prueba.",
      },
      {
        title: "Comparativa de candidatos",
        description:
          "Todas las puntuaciones del proceso, prueba a prueba, para decidir con criterios objetivos.",
      },
      {
        title: "Encaje cultural y evaluación por pares",
        description:
          "Completa el análisis técnico con el encaje en tu cultura y la valoración de tus propios ingenieros.",
      },
      {
        title: "Exportación en PDF y CSV",
        description: "Comparte los informes con quien decide o llévalos a tu ATS y a tus hojas de cálculo.",
      },
    ],
  },
  {
    title: "Talento y equipos",
    items: [
      {
        title: "Matching de candidatos",
        description: "Propón un match a talento pre-evaluado; el candidato, anónimo, decide si conecta.",
      },
      {
        title: "Due diligence de squads externos",
        description:
          "Un informe individual por miembro del equipo proveedor y una comparativa entre proveedores.",
      },
      {
        title: "Talent mapping",
        description:
          "Mapea el nivel técnico de tu equipo actual y repítelo cada 6 meses para medir su evolución.",
      },
      {
        title: "Zona para candidatos",
        description: "Los developers practican gratis, reciben feedback y certifican su nivel.",
      },
    ],
  },
  {
    title: "Seguridad y puesta en marcha",
    items: [
      {
        title: `${COMPLIANCE.iso27001} y ${COMPLIANCE.dataProtection}`,
        description: `${COMPLIANCE.statement} Los datos se usan solo para evaluar.`,
      },
      {
        title: "Configuración en 5 minutos",
        description: "Del alta a la primera invitación en lo que dura un café, sin instalar nada.",
      },
      {
        title: "Primera evaluación gratis",
        description: "Prueba el producto con un candidato real antes de pagar nada.",
      },
      {
        title: "Sin permanencia",
        description: "Todas las suscripciones se cancelan en cualquier momento.",
      },
    ],
  },
];

/** The nine test types by name only: their cards, examples and details live on the landing (no copy here). */
export const FEATURES_TEST_TYPES: SectionCopy & { readonly links: readonly PageLink[] } = {
  title: "Nueve tipos de prueba",
  intro:
    "Cada evaluación combina los tipos que necesita el puesto. La descripción de cada uno, con un ejemplo técnico real, está en la página de inicio; los candidatos los practican gratis en la Zona.",
  links: [
    { label: "Ver los tipos con sus ejemplos", to: "/", hash: HOME_ANCHORS.evaluationTypes },
    { label: "Cómo los practican los candidatos", to: "/candidatos" },
  ],
};

export const FEATURES_CTA: CtaCopy = {
  title: "Compruébalo con tus candidatos",
  text: "Tu primera evaluación es gratis y la configuras en 5 minutos.",
  links: [
    { label: "Probar gratis", to: "/prueba-gratis" },
    { label: "Ver integraciones", to: "/integraciones" },
  ],
};
