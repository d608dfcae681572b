import type { CtaCopy, ItemsSection, PageIntro, SectionCopy } from "./types";

export const PRICING_INTRO: PageIntro = {
  eyebrow: "Precios",
  title: "Planes y precios",
  lead: "Empieza gratis con Early Access, suscríbete al plan Enterprise por 299 € al mes o paga solo por los procesos que abras. Sin permanencia: cancela cuando quieras.",
};

export const PRICING_COMPARISON: SectionCopy = {
  title: "Compara los planes",
  intro:
    "Todo lo que incluye cada plan. Early Access te da el plan Enterprise completo gratis mientras dure la beta privada.",
};

export const PRICING_EARLY_ACCESS: ItemsSection = {
  title: "La oferta Early Access",
  intro:
    "Las primeras empresas que se suman a la beta privada evalúan gratis y conservan el mejor precio para siempre.",
  items: [
    {
      title: "Gratis hasta agotar la beta",
      description:
        "No pagas nada mientras queden plazas en la beta privada: los 299 € de cada dos meses aparecen tachados en tu plan.",
    },
    {
      title: "30% de descuento de por vida",
      description:
        "Cuando termine la beta, mantienes un 30% de descuento sobre el plan Enterprise mientras sigas suscrito.",
    },
    {
      title: "Disponible desde septiembre",
      description:
        "Reserva hoy tu plaza; el acceso se activa en septiembre con 2 meses gratis como oferta de lanzamiento.",
    },
  ],
};

export const PRICING_FAQ: SectionCopy = {
  title: "Preguntas sobre precios",
  intro:
    "Lo que más nos preguntan sobre el coste, el ahorro y la forma de pago. Cada pregunta lleva a su respuesta en el centro de ayuda.",
};

/** The link under the pricing questions to their whole category in the help centre. */
export const PRICING_FAQ_ALL = "Ver todas las preguntas sobre ROI y ahorro";

export const PRICING_CTA: CtaCopy = {
  title: "¿Dudas sobre qué plan te conviene?",
  text: "Cuéntanos cuántos procesos técnicos abrís al mes y te recomendamos el plan con el que más ahorras.",
  links: [
    { label: "Hablar con ventas", to: "/contacto" },
    { label: "Calcular mi ahorro", to: "/", hash: "calculator" },
  ],
};
