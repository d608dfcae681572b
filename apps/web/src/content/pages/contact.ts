import { BRAND } from "@nivelia/domain/brand";
import { CONTACT_EMAILS, mailtoHref, OFFICE, RESPONSE_PROMISE } from "@nivelia/domain/content";
import type { CtaCopy, ItemsSection, LinkCardsSection, PageIntro } from "./types";

export const CONTACT_INTRO: PageIntro = {
  eyebrow: "Contacto",
  title: "Hablemos de tu proceso de selección",
  lead: `Agenda una demo de 15 minutos, pregúntanos por precios o integraciones, o cuéntanos qué stack necesitas evaluar. Te respondemos en ${RESPONSE_PROMISE}.`,
};

export const CONTACT_FORM_SECTION = {
  title: "Escríbenos",
  intro:
    "Dinos quién eres, cuántas personas sois y qué perfiles quieres evaluar. Con eso preparamos la conversación: si pides una demo, llegará con ejemplos de tu stack.",
} as const;

export const CONTACT_CHANNELS: LinkCardsSection = {
  title: "Otras formas de contactar",
  intro: "Si prefieres no usar el formulario, elige el canal que mejor encaje con lo que necesitas.",
  cards: [
    {
      title: "Ventas y demos",
      description:
        "Para precios, planes a medida, el programa Early Access o una demo con tus propios candidatos.",
      link: { label: CONTACT_EMAILS.team, href: mailtoHref("team") },
    },
    {
      title: "Soporte a clientes",
      description: `Si ya usas ${BRAND.productName} y algo no funciona como esperas, escribe a soporte: respondemos en ${RESPONSE_PROMISE}.`,
      link: { label: CONTACT_EMAILS.support, href: mailtoHref("support") },
    },
    {
      title: "Dónde estamos",
      description: OFFICE.statement,
      link: { label: `${OFFICE.city} en el mapa`, href: OFFICE.mapUrl },
    },
    {
      title: "LinkedIn",
      description: "Novedades del producto, artículos del Observatorio y ofertas de empleo del equipo.",
      link: { label: "Seguir en LinkedIn", href: BRAND.social.linkedin },
    },
  ],
};

export const CONTACT_NEXT_STEPS: ItemsSection = {
  title: "Qué pasa después de escribirnos",
  items: [
    {
      title: `Respuesta en ${RESPONSE_PROMISE}`,
      description:
        "Una persona del equipo lee tu mensaje y te responde por el canal que hayas elegido: email, teléfono o WhatsApp.",
    },
    {
      title: "Demo de 15 minutos",
      description:
        "Si te interesa, te enseñamos cómo evaluaríamos a tus candidatos con las tecnologías de tu equipo.",
    },
    {
      title: "Plan para empezar",
      description:
        "Calculamos contigo el ahorro con tus datos reales y te proponemos un piloto sin compromiso.",
    },
  ],
};

export const CONTACT_CTA: CtaCopy = {
  title: "¿Tienes una duda rápida?",
  text: "Puede que ya esté respondida en el centro de ayuda, con más de veinte preguntas sobre tecnología, seguridad, proceso y precios.",
  links: [
    { label: "Ir al centro de ayuda", to: "/faq" },
    { label: "Ver precios", to: "/precios" },
  ],
};
