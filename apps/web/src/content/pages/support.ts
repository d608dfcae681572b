import {
  API_CONNECTION,
  CONTACT_EMAILS,
  mailtoHref,
  PACKAGE_PURCHASE_DISABLED_LABEL,
  REPORT_VERIFICATION,
  RESPONSE_PROMISE,
} from "@nivelia/domain/content";
import type { CtaCopy, ItemsSection, LinkCardsSection, PageIntro, SectionCopy } from "./types";

export const SUPPORT_INTRO: PageIntro = {
  eyebrow: "Soporte",
  title: "¿Cómo podemos ayudarte?",
  lead: `Resuelve tus dudas en el centro de ayuda o escribe al equipo de soporte: respondemos a cada consulta en ${RESPONSE_PROMISE}, también a los candidatos.`,
};

export const SUPPORT_CHANNELS: LinkCardsSection = {
  title: "Cómo conseguir ayuda",
  cards: [
    {
      title: "Busca en el centro de ayuda",
      description:
        "Respuestas completas sobre la IA, la seguridad de los datos, cómo es un proceso y cuánto cuesta, con buscador.",
      link: { label: "Abrir el centro de ayuda", to: "/faq" },
    },
    {
      title: "Escribe a soporte",
      description: `Cuéntanos qué ha pasado en ${CONTACT_EMAILS.support}. Para empresas y para candidatos.`,
      link: { label: "Escribir a soporte", href: mailtoHref("support") },
    },
    {
      title: "Reporta un error",
      description:
        "¿Una página que falla o una prueba que no carga? Usa el formulario de contacto e indica la dirección de la página.",
      link: { label: "Reportar un error", to: "/contacto" },
    },
    {
      title: "Ejerce tus derechos de datos",
      description: `Acceso, rectificación, supresión u otro derecho del RGPD: escribe a ${CONTACT_EMAILS.privacy} y atendemos la solicitud en el plazo legal de un mes.`,
      link: {
        label: "Ejercer mis derechos",
        href: mailtoHref("privacy", "Derechos RGPD"),
      },
    },
  ],
};

export const SUPPORT_PROMISE: ItemsSection = {
  title: "Nuestro compromiso de respuesta",
  intro: "Cada consulta la lee una persona del equipo, no un bot.",
  items: [
    {
      title: `Primera respuesta en ${RESPONSE_PROMISE}`,
      description: "Para todas las consultas de empresas y candidatos, con o sin suscripción.",
    },
    {
      title: "Soporte prioritario 24/7",
      description: "Incluido en el plan Modular, para equipos con procesos de selección continuos.",
    },
    {
      title: "Incidencias en procesos abiertos",
      description:
        "Si un candidato no puede terminar una prueba por un fallo nuestro, reactivamos la prueba sin coste.",
    },
  ],
};

export const SUPPORT_REQUEST_TIPS: SectionCopy & { readonly tips: readonly string[] } = {
  title: "Qué incluir en tu mensaje",
  intro: "Con estos datos resolvemos la mayoría de consultas en el primer correo.",
  tips: [
    "El email con el que usas la plataforma, o el de la empresa si eres candidato.",
    "La página o el proceso donde ha ocurrido, y la hora aproximada.",
    "Qué esperabas que pasara y qué ha pasado en realidad.",
    "Una captura de pantalla, si la tienes (sin datos personales de terceros).",
  ],
};

/** Known limitations and planned work, stated honestly. */
export interface KnownIssue {
  readonly title: string;
  readonly status: "Planificado" | "En curso" | "Resuelto";
  readonly description: string;
}

export const SUPPORT_STATUS: SectionCopy & { readonly issues: readonly KnownIssue[] } = {
  title: "Estado del servicio e incidencias conocidas",
  intro: "Lo que sabemos que aún no funciona como debería y cuándo esperamos resolverlo.",
  issues: [
    {
      title: "Compra de paquetes",
      status: "Planificado",
      description: `Los paquetes de pago por uso se podrán comprar a partir de septiembre; hasta entonces el botón muestra '${PACKAGE_PURCHASE_DISABLED_LABEL}'.`,
    },
    {
      title: "Conexión directa con ATS",
      status: "En curso",
      description: API_CONNECTION.statement,
    },
    {
      title: "Verificación automática de informes",
      status: "Planificado",
      description: REPORT_VERIFICATION.statement,
    },
  ],
};

export const SUPPORT_FAQ: SectionCopy = {
  title: "Preguntas frecuentes de soporte",
  intro: "Las dudas que más llegan a soporte. El resto, en el centro de ayuda.",
};

/** Help-centre questions shown on the support page, by id. */
export const SUPPORT_QUESTION_IDS = [
  "soporte-y-respuesta",
  "eliminar-datos",
  "experiencia-del-candidato",
  "tiempo-de-resultados",
] as const;

export const SUPPORT_CTA: CtaCopy = {
  title: "¿Aún no eres cliente?",
  text: "Agenda una demo de 15 minutos o empieza gratis con tu primera evaluación.",
  links: [
    { label: "Agendar una demo", to: "/contacto" },
    { label: "Probar gratis", to: "/prueba-gratis" },
  ],
};
