import { TECHNOLOGY_COUNT_CLAIM } from "@nivelia/domain/technology-index";
import type { ToolPageCopy } from "./types";

/** The technology profile page: search the catalogue and read one technology's full card. */
export const TECH_PROFILE_PAGE: ToolPageCopy = {
  heading: "Perfil de tecnología",
  lead: `Consulta la ficha de cualquiera de las ${TECHNOLOGY_COUNT_CLAIM.text} tecnologías que evaluamos: qué es, quién la creó, en qué versión está, con qué se combina y en qué stacks aparece. Escríbela como quieras: reconocemos alias y erratas.`,
  toolTitle: "Busca una tecnología",
  toolIntro:
    "Escribe su nombre, una abreviatura (k8s, Postgres, RoR) o incluso con una errata (pyhton). Cada ficha tiene su propio enlace para compartirla con tu equipo.",
  sections: [
    {
      title: "Qué encontrarás en cada ficha",
      intro: "Los mismos datos que usamos para preparar las evaluaciones técnicas de cada stack.",
      items: [
        {
          title: "Familia y categoría",
          description:
            "Si es un lenguaje, un framework frontend o backend, una base de datos, una herramienta DevOps o de testing, y su categoría concreta.",
        },
        {
          title: "Año, creador y versión",
          description:
            "Cuándo nació, quién la creó o la mantiene y cuál es su versión estable actual, para saber si un CV habla de una versión antigua.",
        },
        {
          title: "Popularidad",
          description:
            "Alta, Media-Alta, Media, Baja-Media, Baja o En crecimiento: una pista de lo fácil o difícil que será encontrar perfiles.",
        },
        {
          title: "Tecnologías relacionadas",
          description:
            "Las que suelen aparecer a su lado en una vacante. Cada una abre su propia ficha con un clic.",
        },
        {
          title: "Stacks habituales",
          description:
            "Las combinaciones en las que se usa (MERN, LAMP, Django + React…), con sus componentes, para redactar requisitos coherentes.",
        },
        {
          title: "Curiosidades",
          description:
            "Datos breves para romper el hielo en una entrevista o entender por qué una tecnología es como es.",
        },
      ],
    },
    {
      title: "Cómo reconoce lo que escribes",
      items: [
        {
          title: "Alias y nombres antiguos",
          description: "k8s es Kubernetes, Postgres es PostgreSQL, golang es Go y ReactJS es React.",
        },
        {
          title: "Erratas pequeñas",
          description:
            "Una letra cambiada o dos letras intercambiadas se corrigen a partir de cinco letras; los nombres muy cortos solo se aceptan exactos.",
        },
        {
          title: "Igual que el verificador",
          description:
            "Las reglas son las del verificador de tecnologías de la web, así que una tecnología que encuentras aquí es una que podemos evaluar.",
        },
      ],
    },
  ],
};

/** Words of the search form and the profile card. */
export const TECH_PROFILE_TEXTS = {
  searchLabel: "Tecnología",
  searchPlaceholder: "Ej: k8s, Postgres, pyhton",
  submitLabel: "Ver ficha",
  examplesLabel: "Prueba con:",
  examples: [
    { label: "k8s", key: "kubernetes" },
    { label: "Postgres", key: "postgresql" },
    { label: "React", key: "react" },
    { label: "golang", key: "go" },
    { label: "Spring Boot", key: "springboot" },
  ],
  loading: "Cargando el catálogo de tecnologías…",
  suggestionsLabel: "Sugerencias",
  typoHint: "¿Quisiste decir…?",
  suggestionCount: (count: number) =>
    count === 1
      ? "1 tecnología coincide con tu búsqueda."
      : `${count} tecnologías coinciden con tu búsqueda.`,
  notFound: (text: string) =>
    `No encontramos «${text}» en el catálogo. Revisa cómo se escribe o cuéntanos qué tecnología necesitas y la añadimos.`,
  contactLabel: "Contactar con el equipo",
  emptyQuery: "Escribe el nombre de una tecnología.",
  stacksTitle: "Stacks en los que aparece",
  otherStacksLabel: "También en",
  copyLinkLabel: "Copiar enlace de la ficha",
  copiedLabel: "Enlace copiado",
  copyFailedLabel: "No se pudo copiar: copia la dirección del navegador",
  newSearchLabel: "Buscar otra tecnología",
  directoryTitle: "Todas las tecnologías del catálogo",
  directoryIntro: `Las ${TECHNOLOGY_COUNT_CLAIM.text} tecnologías que Nivelia evalúa, por familia. Abre cualquiera para ver su ficha.`,
} as const;
