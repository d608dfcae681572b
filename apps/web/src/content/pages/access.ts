import { BRAND } from "@nivelia/domain/brand";
import type { ContentItem, CtaCopy, ItemsSection, PageIntro, SectionCopy } from "./types";

// ── /early-access ────────────────────────────────────────────────────────

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
      title: "Soporte en menos de 24 horas",
      description:
        "Un canal de soporte dedicado para las empresas de la beta, con respuesta en el mismo día laborable.",
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

export const EARLY_ACCESS_FORM: SectionCopy = {
  title: "Solicita tu plaza",
  intro: "Completa el formulario en menos de un minuto. Te contactaremos pronto con los detalles de acceso.",
};

export const EARLY_ACCESS_CTA: CtaCopy = {
  title: "¿Prefieres verlo antes?",
  text: "Te enseñamos una demo de 15 minutos con tu stack y resolvemos tus dudas sobre el programa.",
  links: [
    { label: "Agendar una demo", to: "/contacto" },
    { label: "Ver las condiciones", to: "/programa-early-access" },
  ],
};

// ── /programa-early-access ───────────────────────────────────────────────

export const PROGRAMME_INTRO: PageIntro = {
  eyebrow: "Programa Early Access",
  title: "Condiciones del programa Early Access",
  lead: `Qué incluye el acceso anticipado, quién puede participar, cuánto dura y qué compromisos asumen tu empresa y ${BRAND.productName}. Son las condiciones que aceptas al marcar la casilla del formulario de acceso.`,
};

/** The programme's conditions, numbered as they are accepted in the beta form. */
export const PROGRAMME_TERMS: readonly ContentItem[] = [
  {
    title: "1. Objeto",
    description:
      "El programa Early Access da a las empresas seleccionadas acceso anticipado a la plataforma de evaluaciones técnicas durante la beta privada, a cambio de usarla en procesos reales y compartir su opinión.",
  },
  {
    title: "2. Qué incluye",
    description:
      "Las funciones del plan Enterprise: 3 recruiters, 20 procesos de selección, 25 entrevistas por proceso, encaje cultural, feedback en menos de 15 minutos, evaluación por pares, edición de pruebas y feedbacks, y matching de candidatos.",
  },
  {
    title: "3. Quién puede participar",
    description:
      "Empresas y organizaciones que contratan perfiles técnicos y solicitan la plaza con un email corporativo. Las plazas son limitadas y se asignan por orden de solicitud y encaje con el producto.",
  },
  {
    title: "4. Duración",
    description:
      "El acceso se activa a partir de septiembre de 2025, con 2 meses gratis como oferta de lanzamiento, y sigue siendo gratuito mientras queden plazas en la beta privada. Avisaremos con al menos 30 días de antelación antes del primer cobro.",
  },
  {
    title: "5. Precio al terminar la beta",
    description:
      "Al terminar la beta, la suscripción pasa al plan Enterprise (299 € al mes) con un 30% de descuento de por vida mientras se mantenga activa. Si no quieres continuar, basta con cancelar antes del primer cobro.",
  },
  {
    title: "6. Compromisos de la empresa",
    description:
      "Usar la plataforma en al menos un proceso de selección real durante los dos primeros meses, responder a una encuesta breve al cerrar cada proceso y participar en una llamada de seguimiento de 30 minutos al mes.",
  },
  {
    title: `7. Compromisos de ${BRAND.productName}`,
    description:
      "Responder a las incidencias en menos de 24 horas, avisar con antelación de los cambios relevantes del producto y tener en cuenta las propuestas de las empresas participantes en la hoja de ruta.",
  },
  {
    title: "8. Datos personales",
    description:
      "Los datos de las empresas y de los candidatos se tratan conforme al GDPR y a la norma ISO 27001, solo para prestar el servicio. Los candidatos son anónimos para las empresas hasta que deciden compartir sus datos.",
  },
  {
    title: "9. Baja del programa",
    description: `La empresa puede abandonar el programa en cualquier momento y sin penalización escribiendo a ${BRAND.supportEmail}. ${BRAND.productName} puede cerrar la beta avisando con 30 días de antelación; el descuento ya adquirido se mantiene.`,
  },
];

export const PROGRAMME_TERMS_SECTION: SectionCopy = {
  title: "Condiciones",
  intro: "Estas condiciones complementan los términos y condiciones generales y la política de privacidad.",
};

export const PROGRAMME_CTA: CtaCopy = {
  title: "¿Todo claro?",
  text: "Solicita tu plaza en la beta privada o escríbenos si quieres comentar alguna condición.",
  links: [
    { label: "Ver el programa", to: "/early-access" },
    { label: "Escribir al equipo", to: "/contacto" },
  ],
};

// ── /prueba-gratis ───────────────────────────────────────────────────────

export const FREE_TRIAL_INTRO: PageIntro = {
  eyebrow: "Prueba gratis",
  title: "Tu primera evaluación técnica, gratis",
  lead: "Evalúa a un candidato real con pruebas adaptadas a tu stack y recibe su informe en menos de 15 minutos. Sin tarjeta y sin compromiso.",
};

export const FREE_TRIAL_INCLUDES: ItemsSection = {
  title: "Qué incluye la prueba",
  items: [
    {
      title: "Un proceso de evaluación completo",
      description:
        "Defines el puesto, el nivel y el stack, y evaluamos a tus candidatos con las mismas pruebas que usan nuestros clientes.",
    },
    {
      title: "Los 9 tipos de prueba",
      description:
        "Preguntas abiertas, opción múltiple, escritura de código, complejidad algorítmica, bugs, completar código, revisión de PR, lógica matemática y código limpio.",
    },
    {
      title: "Informe en menos de 15 minutos",
      description:
        "Puntuación global, detalle por prueba, puntos fuertes, áreas de mejora y recomendaciones para la entrevista final, exportable en PDF o CSV.",
    },
    {
      title: "Acompañamiento del equipo",
      description: "Te ayudamos a configurar la primera evaluación y revisamos contigo los resultados.",
    },
  ],
};

export const FREE_TRIAL_STEPS: ItemsSection = {
  title: "Paso a paso",
  items: [
    {
      title: "1. Solicita la prueba",
      description: "Rellena el formulario con tu nombre, tu empresa, su tamaño y tu email corporativo.",
    },
    {
      title: "2. Te contactamos",
      description: "En menos de 24 horas te escribimos para configurar tu prueba gratuita.",
    },
    {
      title: "3. Configura en 5 minutos",
      description:
        "Elige el puesto, el stack y los tipos de prueba; la IA propone el resto y tú lo editas si quieres.",
    },
    {
      title: "4. Invita a tus candidatos",
      description:
        "Cada candidato hace la prueba online, a su ritmo, entre 15 y 240 minutos según lo que midas.",
    },
    {
      title: "5. Decide con datos",
      description:
        "Recibe el informe en menos de 15 minutos y compara a los candidatos con criterios objetivos.",
    },
  ],
};

export const FREE_TRIAL_FORM: SectionCopy = {
  title: "Pide tu prueba gratuita",
  intro:
    "Solo necesitamos cuatro datos. La primera evaluación es gratis y puedes cancelar en cualquier momento.",
};

export const FREE_TRIAL_CTA: CtaCopy = {
  title: "¿Quieres ver los precios antes?",
  text: "Compara los planes o calcula cuánto ahorra tu equipo con la calculadora de costes.",
  links: [
    { label: "Ver precios", to: "/precios" },
    { label: "Calcular mi ahorro", to: "/", hash: "calculator" },
  ],
};
