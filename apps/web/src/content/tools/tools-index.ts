import { TECHNOLOGY_COUNT_CLAIM } from "@nivelia/domain/technology-index";
import type { ToolsCallToAction } from "./types";

/** Paths of the free tools, as the router knows them. */
export type ToolPath =
  | "/tools/tech-profile"
  | "/tools/logic-test"
  | "/tools/redactor"
  | "/tools/parser-cv"
  | "/verify";

/** One free tool as the index and the 'other tools' lists present it. */
export interface ToolSummary {
  readonly path: ToolPath;
  readonly name: string;
  readonly audience: string;
  readonly summary: string;
  readonly highlights: readonly string[];
}

/** The tools, in the order the index shows them. */
export const TOOLS: readonly ToolSummary[] = [
  {
    path: "/tools/tech-profile",
    name: "Perfil de tecnología",
    audience: "Para recruiters y equipos de People",
    summary: `Busca cualquiera de las ${TECHNOLOGY_COUNT_CLAIM.text} tecnologías del catálogo, aunque la escribas con un alias o una errata, y consulta su ficha completa.`,
    highlights: [
      "Familia, año de creación, creador, versión actual y popularidad",
      "Tecnologías relacionadas y stacks en los que se usa",
      "Un enlace propio para compartir cada ficha",
    ],
  },
  {
    path: "/tools/redactor",
    name: "Redactor de ofertas",
    audience: "Para quien publica una vacante técnica",
    summary:
      "Escribe el borrador de una oferta de empleo técnica a partir del rol, el nivel, el stack y la modalidad de trabajo.",
    highlights: [
      "Responsabilidades y requisitos adaptados al nivel",
      "Stack elegido del mismo catálogo que evaluamos",
      "Copia el texto o descárgalo en Markdown o texto plano",
    ],
  },
  {
    path: "/tools/parser-cv",
    name: "Analizador de CV",
    audience: "Para cribar currículums sin perder tiempo",
    summary:
      "Pega el texto de un CV y descubre qué tecnologías menciona, agrupadas por familia. Todo ocurre en tu navegador.",
    highlights: [
      "Reconoce alias como k8s, Postgres o ReactJS",
      "Agrupa por lenguajes, frontend, backend, datos, DevOps y testing",
      "El CV no sale de tu equipo: no se sube a ningún servidor",
    ],
  },
  {
    path: "/tools/logic-test",
    name: "Test de lógica",
    audience: "Para candidatos que preparan una entrevista",
    summary:
      "Diez preguntas de lógica matemática como las de nuestras evaluaciones, con la explicación de cada respuesta y tu puntuación al final.",
    highlights: [
      "Explicación de cada respuesta al momento",
      "Cronómetro opcional, sin límite de tiempo",
      "Recibe el resultado por correo si quieres",
    ],
  },
  {
    path: "/verify",
    name: "Verificar un informe",
    audience: "Para quien recibe un informe de feedback",
    summary:
      "Comprueba que el código de verificación de un informe de feedback está bien escrito y cómo confirmar con el equipo que lo emitimos.",
    highlights: [
      "Detecta códigos mal copiados con un carácter de control",
      "Mensajes claros sobre qué corregir",
      "Confirmación con el equipo en menos de 24 horas",
    ],
  },
];

/** The index page's own words. */
export const TOOLS_INDEX_PAGE = {
  heading: "Herramientas gratuitas para la selección técnica",
  lead: "Cinco utilidades que usamos a diario y que puedes usar sin registrarte: consultar una tecnología, escribir una oferta, leer un CV, practicar lógica y verificar un informe de feedback.",
  listTitle: "Elige una herramienta",
  listIntro: `Funcionan en tu navegador y no piden cuenta. Las que trabajan con tecnologías usan el mismo catálogo de ${TECHNOLOGY_COUNT_CLAIM.text} tecnologías con el que Nivelia prepara sus evaluaciones.`,
  openLabel: "Abrir",
  principlesTitle: "Cómo las hemos hecho",
  principles: [
    {
      title: "Sin registro",
      description:
        "Ninguna herramienta pide cuenta ni correo para funcionar. El correo solo se pide si quieres recibir el resultado del test de lógica.",
    },
    {
      title: "Tus datos, en tu navegador",
      description:
        "El analizador de CV y el redactor trabajan en tu equipo: lo que escribes o pegas no se envía a ningún servidor.",
    },
    {
      title: "El mismo catálogo que evaluamos",
      description:
        "Alias, erratas y familias se reconocen con las mismas reglas que el verificador de tecnologías de la web.",
    },
  ],
} as const;

/** Other tools, shown at the end of each tool page. */
export const OTHER_TOOLS_TITLE = "Otras herramientas gratuitas";

export const TOOLS_CALL_TO_ACTION: ToolsCallToAction = {
  title: "¿Quieres evaluar a tus candidatos con tu stack?",
  text: "Nivelia prepara pruebas técnicas adaptadas a tu stack y entrega el feedback en menos de 15 minutos. Tu primera evaluación es gratis.",
  primaryLabel: "Empieza tu prueba gratis",
  secondaryLabel: "Hablar con el equipo",
};
