import { BRAND } from "@nivelia/domain/brand";
import { RESPONSE_PROMISE } from "@nivelia/domain/content";
import { HOME_ANCHORS } from "@nivelia/domain/site";
import type { CtaCopy, ItemsSection, PageIntro, PageLink, SectionCopy } from "./types";

const product = BRAND.productName;

export const CANDIDATES_INTRO: PageIntro = {
  eyebrow: "Para developers · Gratis",
  title: `Zona ${product}: entrena, mide tu nivel y decide tú`,
  lead: "Practica gratis con las mismas pruebas técnicas que usan las empresas, recibe feedback detallado en minutos, certifica tu nivel y sigue un plan de mejora hecho para ti.",
};

export const CANDIDATES_PRACTICE: ItemsSection = {
  title: "Práctica gratuita, sin letra pequeña",
  items: [
    {
      title: "Gratis para siempre",
      description: "Registrarte en la Zona y practicar no cuesta nada: quienes pagan son las empresas.",
    },
    {
      title: "Pruebas reales",
      description: "Elige hasta 3 pruebas de los 9 tipos y practica con tu stack, de 15 a 240 minutos.",
    },
    {
      title: "Feedback en minutos",
      description:
        "En menos de 15 minutos sabes qué has hecho bien y qué te falta, con ejemplos de tu propio código.",
    },
  ],
};

/** The nine test types by name: their cards, with examples, are on the landing (linked, not repeated). */
export const CANDIDATES_TEST_TYPES: SectionCopy & { readonly link: PageLink } = {
  title: "Las pruebas que puedes practicar",
  intro:
    "Elige hasta 3 de estos 9 tipos en cada sesión, con tu stack y tu nivel objetivo. Son los mismos que usan las empresas cuando te evalúan.",
  link: { label: "Ver cada tipo con un ejemplo", to: "/", hash: HOME_ANCHORS.evaluationTypes },
};

export const CANDIDATES_REPORT: SectionCopy & { readonly link: PageLink } = {
  title: "Tu informe de feedback",
  intro:
    "Puntuación por prueba, puntos fuertes, áreas de mejora y una revisión comentada de tu código. Es el mismo informe que recibe la empresa cuando te evalúa, y es tuyo: lo guardas y decides con quién lo compartes.",
  link: { label: "Ver un informe de ejemplo", to: "/feedback" },
};

export const CANDIDATES_CERTIFICATION: ItemsSection = {
  title: "Certifica tu nivel",
  intro: "Cuando superas las pruebas de un nivel, obtienes un certificado que puedes compartir.",
  items: [
    {
      title: "Por tecnología y nivel",
      description:
        "Junior, mid o sénior en cada tecnología que evalúes, según tus resultados en las pruebas.",
    },
    {
      title: "Con código de verificación",
      description:
        "Cada informe lleva un código. Hoy la página de verificación comprueba que está bien escrito y nuestro equipo confirma por email que el informe es auténtico; la comprobación automática está prevista.",
    },
    {
      title: "Tuyo",
      description: "Tú decides si lo compartes, con quién y cuándo; nadie lo ve sin tu permiso.",
    },
  ],
};

export const CANDIDATES_PROMISES: SectionCopy = {
  title: "Tus datos y tus decisiones",
  intro: "La Zona funciona con dos reglas que no cambian.",
};

export const CANDIDATES_ROADMAP: ItemsSection = {
  title: "Tu hoja de ruta de mejora",
  items: [
    {
      title: "1. Mide tu punto de partida",
      description: "Haz una primera evaluación con tu stack y tu nivel objetivo.",
    },
    {
      title: "2. Entiende tus resultados",
      description: "El informe te dice qué dominas y qué te separa del siguiente nivel.",
    },
    {
      title: "3. Sigue tu plan",
      description:
        "Recibes un plan de práctica con los temas y tipos de prueba en los que más puedes mejorar.",
    },
    {
      title: "4. Repite y certifica",
      description: "Vuelve a evaluarte cuando quieras y certifica tu nuevo nivel.",
    },
  ],
};

export const ZONA_SIGNUP_FORM: SectionCopy & {
  readonly formLabel: string;
  readonly technologyLabel: string;
  readonly submit: string;
  readonly anchor: string;
  readonly jumpLabel: string;
} = {
  title: "Entra gratis en la Zona",
  intro: `El registro es gratuito. Déjanos tu nombre y tu email y te enviamos tu acceso en ${RESPONSE_PROMISE}.`,
  formLabel: "Registro en la Zona",
  technologyLabel: "¿Qué tecnología quieres practicar primero? (opcional)",
  submit: "Registrarme gratis",
  anchor: "registro",
  jumpLabel: "Registrarme gratis",
};

export const CANDIDATES_CTA: CtaCopy = {
  title: "¿Tienes dudas antes de empezar?",
  text: "El centro de ayuda explica cómo tratamos tus datos y cómo funcionan las pruebas; si no encuentras tu respuesta, escríbenos.",
  links: [
    { label: "Leer el centro de ayuda", to: "/faq" },
    { label: "Escribir al equipo", to: "/contacto" },
  ],
};
