import { BRAND } from "@nivelia/domain/brand";
import type { ContentItem, CtaCopy, ItemsSection, PageIntro, SectionCopy } from "./types";

const product = BRAND.productName;

// ── /casos-de-uso ────────────────────────────────────────────────────────

export const USE_CASES_INTRO: PageIntro = {
  eyebrow: "Casos de uso",
  title: "Cinco formas de evaluar talento técnico con IA",
  lead: `De la primera criba de candidatos a la auditoría de un squad externo: así usan ${product} los equipos de People, los CTOs y los propios developers.`,
};

/** Labels of the parts of each use case. */
export const USE_CASE_LABELS = {
  persona: "Para quién",
  departments: "Equipos implicados",
  painPoint: "El problema",
  questions: "Lo que se pregunta",
  solution: "La solución",
  benefits: "Qué consigue",
  stats: "Resultados",
  nav: "Casos de uso en esta página",
  calculator: "Calcular mi ahorro",
} as const;

export const USE_CASES_CTA: CtaCopy = {
  title: "¿Tu caso es distinto?",
  text: "Cuéntanos cómo seleccionáis hoy y diseñamos contigo un proceso de evaluación a medida.",
  links: [
    { label: "Hablar con el equipo", to: "/contacto" },
    { label: "Ver precios", to: "/precios" },
  ],
};

// ── /caracteristicas ─────────────────────────────────────────────────────

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
        title: "ISO 27001 y GDPR",
        description:
          "Gestión de la seguridad de la información certificable y datos tratados solo para evaluar.",
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

export const FEATURES_CLAIMS: SectionCopy = {
  title: "En cifras",
  intro: "Lo que consiguen las empresas que evalúan con nosotros.",
};

export const API_FOOTNOTE = "* Conexión por API: en desarrollo, disponible próximamente.";

export const FEATURES_CTA: CtaCopy = {
  title: "Compruébalo con tus candidatos",
  text: "Tu primera evaluación es gratis y la configuras en 5 minutos.",
  links: [
    { label: "Probar gratis", to: "/prueba-gratis" },
    { label: "Ver integraciones", to: "/integraciones" },
  ],
};

// ── /integraciones ───────────────────────────────────────────────────────

export const INTEGRATIONS_INTRO: PageIntro = {
  eyebrow: "Integraciones",
  title: "Lleva los resultados a las herramientas que ya usas",
  lead: `Exporta cada informe en PDF o CSV hoy mismo y conecta ${product} con tu ATS por API en cuanto esté disponible.`,
};

export const INTEGRATIONS_AVAILABLE: ItemsSection = {
  title: "Disponible hoy",
  items: [
    {
      title: "Exportación en PDF",
      description:
        "El informe completo de cada candidato, listo para compartir con el hiring manager o adjuntar a su ficha.",
    },
    {
      title: "Exportación en CSV",
      description:
        "Las puntuaciones de todo un proceso en una tabla, para importarlas en tu ATS, en Excel o en Google Sheets.",
    },
    {
      title: "Invitaciones por email",
      description:
        "Los candidatos reciben su invitación y su feedback por correo, sin crear cuentas en tus sistemas.",
    },
  ],
};

export const INTEGRATIONS_UPCOMING: ItemsSection = {
  title: "Próximamente*",
  intro: "En desarrollo con las empresas del programa Early Access.",
  items: [
    {
      title: "Conexión por API*",
      description:
        "Crea procesos, invita a candidatos y recibe los resultados desde tus propios sistemas, con la misma información que el informe PDF.",
    },
    {
      title: "Conexión con tu ATS*",
      description:
        "Los resultados aparecerán en la ficha de cada candidato de tu ATS sin exportar ni importar nada.",
    },
    {
      title: "Avisos automáticos*",
      description:
        "Una notificación a tu sistema cada vez que un candidato termina y su feedback está listo.",
    },
  ],
};

export const INTEGRATIONS_HOW: ItemsSection = {
  title: "Mientras tanto, en tres pasos",
  items: [
    { title: "1. Cierra el proceso", description: "Cuando los candidatos terminan, revisa la comparativa." },
    {
      title: "2. Exporta en CSV",
      description: "Descarga las puntuaciones de todo el proceso en un archivo.",
    },
    {
      title: "3. Importa en tu ATS",
      description: "Súbelo con la importación de CSV que ofrecen la mayoría de ATS.",
    },
  ],
};

export const INTEGRATIONS_FOOTNOTE =
  "* Funcionalidad en desarrollo: la fecha depende de las prioridades de las empresas de la beta.";

export const INTEGRATIONS_CTA: CtaCopy = {
  title: "¿Qué ATS usáis?",
  text: "Dinos qué herramienta usa tu equipo y priorizaremos su conexión.",
  links: [
    { label: "Contarnos tu caso", to: "/contacto" },
    { label: "Unirme a Early Access", to: "/early-access" },
  ],
};

// ── /onboarding ──────────────────────────────────────────────────────────

export const ONBOARDING_INTRO: PageIntro = {
  eyebrow: "Onboarding",
  title: "De cero a tu primera evaluación en 5 minutos",
  lead: "Sin instalaciones ni integraciones previas: define el puesto, elige las pruebas e invita a tus candidatos. Así es la puesta en marcha, paso a paso.",
};

export const ONBOARDING_STEPS: ItemsSection = {
  title: "Paso a paso",
  items: [
    {
      title: "1. Accede a tu cuenta (1 minuto)",
      description:
        "Te damos acceso con tu email corporativo tras solicitar Early Access o tu prueba gratuita.",
    },
    {
      title: "2. Define el puesto (1 minuto)",
      description: "Rol, nivel y responsabilidades. Si dudas, el verificador te dice si soportamos tu stack.",
    },
    {
      title: "3. Elige el stack y las pruebas (2 minutos)",
      description:
        "Selecciona las tecnologías y combina los 9 tipos de prueba; la IA propone una evaluación que puedes editar.",
    },
    {
      title: "4. Invita a tus candidatos (1 minuto)",
      description: "Pega sus emails: cada uno recibe su invitación y hace la prueba online, a su ritmo.",
    },
    {
      title: "5. Recibe los informes",
      description:
        "En menos de 15 minutos desde que cada candidato termina, con comparativa de todo el proceso.",
    },
  ],
};

export const ONBOARDING_NEEDS: ItemsSection = {
  title: "Qué necesitas tener a mano",
  items: [
    {
      title: "La descripción del puesto",
      description: "O, al menos, el rol, el nivel y las tareas principales.",
    },
    {
      title: "Las tecnologías del equipo",
      description: "Lenguajes, frameworks y bases de datos que usa el día a día.",
    },
    { title: "Los emails de los candidatos", description: "Nada más: no hace falta que se registren antes." },
  ],
};

export const ONBOARDING_HELP: ItemsSection = {
  title: "No lo haces solo",
  items: [
    {
      title: "Primera evaluación acompañada",
      description: "En la prueba gratuita y en Early Access configuramos contigo la primera evaluación.",
    },
    {
      title: "Onboarding Set",
      description:
        "Con el plan Modular, un programa de puesta en marcha para varios equipos y procesos a la vez.",
    },
    {
      title: "Soporte en menos de 24 horas",
      description: "Para cualquier duda durante la configuración o el primer proceso.",
    },
  ],
};

export const ONBOARDING_CTA: CtaCopy = {
  title: "¿Empezamos?",
  text: "Pide tu prueba gratuita y lanza tu primera evaluación esta misma semana.",
  links: [
    { label: "Probar gratis", to: "/prueba-gratis" },
    { label: "Agendar una demo", to: "/contacto" },
  ],
};

// ── /feedback ────────────────────────────────────────────────────────────

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

/** Labels of the sample report summary. */
export const FEEDBACK_SAMPLE_LABELS = {
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
