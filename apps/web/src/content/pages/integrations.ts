import { BRAND } from "@nivelia/domain/brand";
import { ATS_INTEGRATIONS, CONTACT_EMAILS, mailtoHref, RESPONSE_PROMISE } from "@nivelia/domain/content";
import type { CtaCopy, ItemsSection, MailContact, PageIntro } from "./types";

const product = BRAND.productName;

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

export const INTEGRATIONS_FOOTNOTE = `* ${ATS_INTEGRATIONS.statement} La fecha depende de las prioridades de las empresas de la beta.`;

export const INTEGRATIONS_FILES: ItemsSection = {
  title: "Qué contiene cada exportación",
  intro: "Pensado para quien lleva el ATS o las hojas de seguimiento del proceso.",
  items: [
    {
      title: "El CSV del proceso",
      description:
        "Una fila por candidato, con la puntuación de cada prueba, la puntuación global y la fecha de la evaluación: lo necesario para ordenar, filtrar y cruzar con tu ATS.",
    },
    {
      title: "El PDF de cada candidato",
      description:
        "El informe completo: resumen, puntuación por prueba, puntos fuertes, áreas de mejora, revisión de código y recomendación, con su código de verificación en la portada.",
    },
    {
      title: "Datos personales con cuidado",
      description:
        "Las exportaciones contienen datos de candidatos: guárdalas solo donde trabaja tu proceso de selección y bórralas cuando cierres la vacante, como pide el RGPD.",
    },
  ],
};

export const INTEGRATIONS_QUESTIONS: ItemsSection = {
  title: "Preguntas de los equipos técnicos",
  items: [
    {
      title: "¿Cuándo estará la API?",
      description:
        "Está en desarrollo con las empresas de la beta y no damos una fecha que no podamos cumplir. Si la necesitas, únete a Early Access y entrarás en la lista de quienes la prueban primero.",
    },
    {
      title: "¿Funciona con mi ATS?",
      description:
        "Hoy, con cualquier ATS que importe CSV, que son la mayoría. Cuando llegue la conexión directa, empezaremos por los ATS que más usen las empresas que nos escriban.",
    },
    {
      title: "¿Qué datos recibirá la API?",
      description:
        "Los mismos que el informe PDF: puntuaciones por prueba, puntuación global y feedback. Nunca más de lo que ya ve tu equipo en el producto.",
    },
  ],
};

export const INTEGRATIONS_CONTACT: MailContact = {
  title: "Cuéntanos qué necesitas conectar",
  text: `Dinos qué ATS o qué herramientas usa tu equipo y qué datos querrías recibir. Priorizamos las conexiones por lo que nos piden las empresas y te respondemos en ${RESPONSE_PROMISE}.`,
  label: `Escribir a ${CONTACT_EMAILS.team}`,
  href: mailtoHref("team", "Integraciones"),
};

export const INTEGRATIONS_CTA: CtaCopy = {
  title: "¿Qué ATS usáis?",
  text: "Dinos qué herramienta usa tu equipo y priorizaremos su conexión.",
  links: [
    { label: "Contarnos tu caso", to: "/contacto" },
    { label: "Unirme a Early Access", to: "/early-access" },
  ],
};
