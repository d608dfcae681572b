import { RESPONSE_PROMISE } from "@nivelia/domain/content";
import type { CtaCopy, ItemsSection, PageIntro } from "./types";

export const EARLY_ACCESS_INTRO: PageIntro = {
  eyebrow: "Early Access para empresas",
  title: "Evalúa gratis antes que nadie",
  lead: "Únete a la beta privada: usa el plan Enterprise sin coste mientras queden plazas y conserva un 30% de descuento de por vida cuando termine.",
};

export const EARLY_ACCESS_BENEFITS: ItemsSection = {
  title: "Qué te da el programa",
  items: [
    {
      title: "El plan Enterprise, gratis",
      description:
        "3 recruiters, 20 procesos de selección al mes y 25 entrevistas por proceso, con feedback en menos de 15 minutos, evaluación por pares y matching de candidatos.",
    },
    {
      title: "30% de descuento de por vida",
      description:
        "Al terminar la beta privada pasas al plan Enterprise con un 30% de descuento que se mantiene mientras sigas suscrito.",
    },
    {
      title: "Pruebas a medida de tu stack",
      description:
        "Configuramos contigo las primeras evaluaciones con los 9 tipos de prueba y las tecnologías que usa tu equipo.",
    },
    {
      title: "Línea directa con producto",
      description:
        "Tus peticiones llegan sin intermediarios al equipo que construye el producto y entran en la hoja de ruta.",
    },
    {
      title: `Soporte en ${RESPONSE_PROMISE}`,
      description: `Un canal de soporte dedicado para las empresas de la beta: te respondemos en ${RESPONSE_PROMISE}.`,
    },
    {
      title: "Sin permanencia",
      description: "Puedes dejar el programa cuando quieras, sin penalizaciones ni letra pequeña.",
    },
  ],
};

export const EARLY_ACCESS_QUALIFY: ItemsSection = {
  title: "Quién puede unirse",
  intro:
    "Las plazas son limitadas y damos prioridad a las empresas que contratan perfiles técnicos de forma recurrente.",
  items: [
    {
      title: "Empresas con procesos técnicos",
      description:
        "Equipos de People, recruiting o ingeniería que evalúan a desarrolladores, o que quieren auditar squads externos o mapear su talento.",
    },
    {
      title: "Con email corporativo",
      description:
        "La solicitud se hace con el email de tu empresa: no aceptamos direcciones de Gmail, Hotmail, Yahoo, Outlook ni iCloud.",
    },
    {
      title: "De cualquier tamaño",
      description:
        "Desde startups de menos de 10 personas hasta empresas de más de 500; las ONGs y los centros educativos tienen programas propios.",
    },
  ],
};

export const EARLY_ACCESS_TIMELINE: ItemsSection = {
  title: "Cuánto dura",
  items: [
    {
      title: "Hoy: reserva tu plaza",
      description: "Envías la solicitud y te confirmamos por email si hay plaza para tu empresa.",
    },
    {
      title: "Septiembre: empiezas a evaluar",
      description: "Activamos tu cuenta con 2 meses gratis del plan Enterprise como oferta de lanzamiento.",
    },
    {
      title: "Hasta agotar la beta",
      description:
        "Sigues sin pagar mientras queden plazas en la beta privada; te avisamos con al menos 30 días de antelación antes del primer cobro.",
    },
    {
      title: "Después: 30% menos para siempre",
      description: "Tu descuento Early Access se aplica a cada renovación mientras mantengas la suscripción.",
    },
  ],
};

export const EARLY_ACCESS_ASK: ItemsSection = {
  title: "Qué te pedimos a cambio",
  intro: "Una beta sirve para mejorar el producto, así que te pedimos poco tiempo y mucha sinceridad.",
  items: [
    {
      title: "Usarlo en procesos reales",
      description:
        "Evaluar con el producto al menos un proceso de selección técnica durante los dos primeros meses.",
    },
    {
      title: "Contarnos qué falla",
      description: "Una llamada de 30 minutos al mes y una encuesta breve al cerrar cada proceso.",
    },
    {
      title: "Nada más",
      description: "No pedimos tarjeta, exclusividad ni permiso para usar tu marca sin consultarte antes.",
    },
  ],
};

export const EARLY_ACCESS_CTA: CtaCopy = {
  title: "¿Prefieres verlo antes?",
  text: "Te enseñamos una demo de 15 minutos con tu stack y resolvemos tus dudas sobre el programa.",
  links: [
    { label: "Agendar una demo", to: "/contacto" },
    { label: "Ver las condiciones", to: "/programa-early-access" },
  ],
};
