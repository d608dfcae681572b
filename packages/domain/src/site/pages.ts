import { BRAND } from "../brand";

/** A page of the site: its path, the title it shows and the sentence that introduces it (also its meta description). */
export interface SitePage {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

const product = BRAND.productName;

/** Every static route of section 2.1 except the landing page, with its title and introduction. */
export const SITE_PAGES = [
  {
    path: "/test",
    title: "Calculadora clásica (interna)",
    description: `Espacio interno donde el equipo de ${product} prueba la calculadora antes de publicar cambios.`,
  },
  {
    path: "/test-calculator-v2",
    title: "Calculadora v2: asistente (interna)",
    description: "Versión en pruebas de la calculadora de costes de contratación técnica.",
  },
  {
    path: "/sobre-nosotros",
    title: "Sobre nosotros",
    description: `${product} nace para que los equipos técnicos dediquen su tiempo a los candidatos que de verdad encajan.`,
  },
  {
    path: "/actualizaciones",
    title: "Actualizaciones",
    description: `Las novedades de ${product}: nuevas tecnologías soportadas, tipos de prueba y mejoras del producto.`,
  },
  {
    path: "/webinars",
    title: "Webinars",
    description:
      "Sesiones en directo y grabadas sobre selección técnica, evaluación con IA y contratación de desarrolladores.",
  },
  {
    path: "/ongs",
    title: "Programa para ONGs",
    description: `Las organizaciones sin ánimo de lucro acceden a ${product} en condiciones especiales para sus procesos técnicos.`,
  },
  {
    path: "/edu",
    title: "Programa .edu",
    description: `Universidades, escuelas y bootcamps usan ${product} para evaluar y preparar a su alumnado.`,
  },
  {
    path: "/terminos",
    title: "Términos y condiciones",
    description: `Las condiciones que regulan el uso del sitio y de los servicios de ${product}.`,
  },
  {
    path: "/privacidad",
    title: "Política de privacidad",
    description:
      "Qué datos personales tratamos, con qué finalidad, durante cuánto tiempo y cómo ejercer tus derechos según el RGPD.",
  },
  {
    path: "/cookies",
    title: "Política de cookies",
    description:
      "Qué cookies usa este sitio, para qué sirve cada una y cómo cambiar tu consentimiento en cualquier momento.",
  },
  {
    path: "/condiciones-compra",
    title: "Condiciones de compra",
    description: "Precios, pagos, facturación, cancelación y reembolsos de los planes y paquetes.",
  },
  {
    path: "/programa-early-access",
    title: "Programa Early Access",
    description:
      "Las condiciones del acceso anticipado: gratis hasta agotar la beta privada y un 30% de descuento de por vida.",
  },
  {
    path: "/legal",
    title: "Aviso legal",
    description: `Datos identificativos del titular del sitio y condiciones generales de uso de ${product}.`,
  },
  {
    path: "/empleo",
    title: "Empleo",
    description: `Únete al equipo que construye ${product}: estas son nuestras vacantes abiertas.`,
  },
  {
    path: "/contacto",
    title: "Contacto: pide una demo",
    description:
      "Escríbenos y te respondemos en menos de 24 horas: demos, precios, integraciones o cualquier duda.",
  },
  {
    path: "/soporte",
    title: "Soporte y estado del servicio",
    description: `Ayuda para usar ${product}: guías, incidencias y contacto directo con nuestro equipo de soporte.`,
  },
  {
    path: "/faq",
    title: "Preguntas frecuentes",
    description: `Respuestas a las preguntas frecuentes sobre tecnología, seguridad, proceso y ahorro con ${product}.`,
  },
  {
    path: "/casos-de-uso",
    title: "Casos de uso de la evaluación con IA",
    description:
      "Pruebas técnicas personalizadas, due diligence de squads externos, mapeo de talento y búsqueda de talento pre-evaluado.",
  },
  {
    path: "/integraciones",
    title: "Integraciones: API, ATS, PDF y CSV",
    description: `Exporta resultados en PDF o CSV y conecta ${product} con tu ATS por API (próximamente).`,
  },
  {
    path: "/caracteristicas",
    title: "Características del producto",
    description:
      "Evaluaciones en menos de 15 minutos, informes con métricas objetivas y pruebas adaptadas a tu stack.",
  },
  {
    path: "/onboarding",
    title: "Onboarding en 5 minutos",
    description: `Configura ${product} en 5 minutos y lanza tu primera evaluación técnica el mismo día.`,
  },
  {
    path: "/cultura",
    title: "Cultura",
    description: `Cómo trabajamos en ${product}: remoto, transparente y con obsesión por la calidad técnica.`,
  },
  {
    path: "/media",
    title: "Prensa y medios",
    description: `Recursos de marca, notas de prensa y contacto para medios sobre ${product}.`,
  },
  {
    path: "/inversores",
    title: "Inversores",
    description: `Información para inversores sobre ${product} y su crecimiento.`,
  },
  {
    path: "/algoritmo",
    title: "Transparencia algorítmica",
    description:
      "Cómo evalúa nuestra IA, qué datos usa y cómo revisamos que sus decisiones sean justas y explicables.",
  },
  {
    path: "/ciclo-del-dato",
    title: "Ciclo del dato",
    description:
      "El recorrido de los datos de cada evaluación: qué se recoge, dónde se guarda y cuándo se elimina.",
  },
  {
    path: "/feedback",
    title: "Feedback de las evaluaciones",
    description:
      "Cada candidato recibe un feedback detallado en menos de 15 minutos, con puntos fuertes y áreas de mejora.",
  },
  {
    path: "/candidatos",
    title: "Zona gratuita para candidatos",
    description: `Practica gratis en la Zona ${product}: pruebas técnicas reales, feedback detallado y certificación de nivel.`,
  },
  {
    path: "/early-access",
    title: "Early Access para empresas",
    description: "Solicita acceso anticipado gratuito y conserva un 30% de descuento de por vida.",
  },
  {
    path: "/prueba-gratis",
    title: "Prueba gratis sin compromiso",
    description: "Tu primera evaluación es gratis y sin compromiso: configúrala en 5 minutos.",
  },
  {
    path: "/precios",
    title: "Precios de planes y paquetes",
    description:
      "Early Access gratuito, plan Enterprise a 299 €/mes, plan Modular a medida y paquetes sueltos.",
  },
  {
    path: "/observatorio",
    title: "Observatorio",
    description:
      "Artículos y datos sobre contratación técnica, evaluación de desarrolladores e IA aplicada a la selección.",
  },
  {
    path: "/success",
    title: "Estado de tu compra y próximos pasos",
    description: "El estado de tu pago, qué pasa después de la compra y cómo contactar con soporte.",
  },
  {
    path: "/tools",
    title: "Herramientas gratuitas",
    description: "Herramientas gratuitas para equipos de selección técnica.",
  },
  {
    path: "/tools/tech-profile",
    title: "Generador de perfil técnico",
    description: "Define el perfil técnico de una vacante a partir de tu stack y el nivel que buscas.",
  },
  {
    path: "/tools/redactor",
    title: "Redactor de ofertas",
    description: "Redacta ofertas de empleo técnicas claras e inclusivas a partir de unos pocos datos.",
  },
  {
    path: "/tools/parser-cv",
    title: "Analizador de CV",
    description: "Extrae de un CV las tecnologías, la experiencia y los proyectos de un candidato.",
  },
  {
    path: "/tools/logic-test",
    title: "Test de lógica",
    description: "Un test de lógica matemática gratuito para practicar antes de una entrevista técnica.",
  },
  {
    path: "/verify",
    title: "Verificar feedback",
    description: `Comprueba que un informe de feedback de ${product} es auténtico a partir de su código de verificación.`,
  },
] as const satisfies readonly SitePage[];

export type SitePagePath = (typeof SITE_PAGES)[number]["path"];

/** The landing page's own title and introduction. */
export const HOME_PAGE: SitePage = {
  path: "/",
  title: "Entrevistas técnicas automatizadas con IA",
  description:
    "Evalúa a tus candidatos técnicos 15x más rápido con pruebas personalizadas a tu stack y feedback en menos de 15 minutos.",
};

/** The cost assistant's page: a chat that asks the calculator's questions one by one (section 2.4). */
export const COST_ASSISTANT_PAGE = {
  path: "/calculadora/asistente",
  title: "Asistente de costes",
  description: `Responde siete preguntas rápidas y descubre cuánto os cuesta hoy la selección técnica y cuánto ahorraríais con ${product}.`,
} as const satisfies SitePage;

/** Looks up a page's title and introduction by path. */
export function sitePage(path: SitePagePath): SitePage {
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page is defined for ${path}`);
  return page;
}
