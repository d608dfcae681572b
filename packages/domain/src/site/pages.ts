import { BRAND } from "../brand";
import { RESPONSE_PROMISE } from "../content/company-facts";
import { TECHNOLOGY_COUNT_CLAIM } from "../technologies/labels";

/** A page of the site: its path, the title it shows and the sentence that introduces it (also its meta description). */
export interface SitePage {
  readonly path: string;
  /** The page's heading, also its name in breadcrumbs. */
  readonly title: string;
  /** Title for search results and social cards (the brand is appended) when the heading alone says too little. */
  readonly seoTitle?: string;
  readonly description: string;
  /** False for internal or private pages: they carry `noindex` and stay out of the sitemap. */
  readonly indexable?: boolean;
  /** Day (YYYY-MM-DD) the page's content last changed, for the sitemap's `lastmod`. */
  readonly updated?: string;
}

/** Search engines show about this many characters of a title and of a description (issue 16). */
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

/** The `<title>` of a page: the brand first on the landing page, last everywhere else. */
export function documentTitle(page: Pick<SitePage, "path" | "title" | "seoTitle">): string {
  return page.path === "/"
    ? `${BRAND.productName} | ${page.title}`
    : `${page.seoTitle ?? page.title} | ${BRAND.productName}`;
}

const product = BRAND.productName;

/** Every static route of section 2.1 except the landing page, with its title and introduction. */
export const SITE_PAGES = [
  {
    path: "/test",
    title: "Calculadora clásica (interna)",
    indexable: false,
    description: `Espacio interno donde el equipo de ${product} prueba la calculadora antes de publicar cambios.`,
  },
  {
    path: "/test-calculator-v2",
    title: "Calculadora v2: asistente (interna)",
    indexable: false,
    description: "Versión en pruebas de la calculadora de costes de contratación técnica.",
  },
  {
    path: "/sobre-nosotros",
    title: `Sobre ${product}: quién está detrás del producto`,
    description: `${product} nace para que los equipos técnicos dediquen su tiempo a los candidatos que de verdad encajan.`,
  },
  {
    path: "/actualizaciones",
    title: "Actualizaciones y novedades del producto",
    description: `Las novedades de ${product}: nuevas tecnologías soportadas, tipos de prueba y mejoras del producto.`,
  },
  {
    path: "/webinars",
    title: "Webinars sobre selección técnica y evaluación",
    description:
      "Sesiones en directo y grabadas sobre selección técnica, evaluación con IA y contratación de desarrolladores.",
  },
  {
    path: "/ongs",
    title: "Programa para ONGs: evaluación técnica solidaria",
    description: `Las organizaciones sin ánimo de lucro acceden a ${product} en condiciones especiales para sus procesos técnicos.`,
  },
  {
    path: "/edu",
    title: "Programa .edu para universidades y bootcamps",
    description: `Universidades, escuelas y bootcamps usan ${product} para evaluar y preparar a su alumnado.`,
  },
  {
    path: "/terminos",
    title: "Términos y condiciones de uso del servicio",
    description: `Las condiciones que regulan el uso del sitio web y la contratación de los servicios de evaluación técnica de ${product}.`,
  },
  {
    path: "/privacidad",
    title: "Política de privacidad y protección de datos",
    description:
      "Qué datos personales tratamos, con qué finalidad, durante cuánto tiempo y cómo ejercer tus derechos según el RGPD.",
  },
  {
    path: "/cookies",
    title: "Política de cookies y almacenamiento local",
    description:
      "Qué cookies usa este sitio, para qué sirve cada una y cómo cambiar tu consentimiento en cualquier momento.",
  },
  {
    path: "/condiciones-compra",
    title: "Condiciones de compra, pagos y reembolsos",
    description:
      "Precios con impuestos, pago con tarjeta a través de Stripe, facturas, cancelación, reembolsos y derecho de desistimiento.",
  },
  {
    path: "/programa-early-access",
    title: "Programa Early Access",
    description:
      "Las condiciones del acceso anticipado: gratis hasta agotar la beta privada y un 30% de descuento de por vida.",
  },
  {
    path: "/legal",
    title: "Aviso legal y condiciones de uso del sitio",
    description:
      "Datos identificativos del titular del sitio, condiciones de uso, propiedad intelectual y ley aplicable, según la LSSI.",
  },
  {
    path: "/empleo",
    title: `Empleo: trabaja en el equipo de ${product}`,
    description: `Únete al equipo que construye ${product}: vacantes abiertas con salario publicado, trabajo en remoto y un proceso de selección transparente.`,
  },
  {
    path: "/contacto",
    title: "Contacto: pide una demo",
    description: `Escríbenos y te respondemos en ${RESPONSE_PROMISE}: demos, precios, integraciones o cualquier duda.`,
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
    title: `Cultura: cómo trabajamos en ${product}`,
    description: `Cómo trabajamos en ${product}: remoto, transparente y con obsesión por la calidad técnica.`,
  },
  {
    path: "/media",
    title: `Prensa y medios: kit de prensa de ${product}`,
    description: `Logotipos, texto corporativo, datos clave y contacto de prensa de ${product} para periodistas y medios de comunicación.`,
  },
  {
    path: "/inversores",
    title: `Inversores: información corporativa de ${product}`,
    description: `Qué hace ${product}, en qué mercado compite, cómo genera ingresos y cómo contactar con el equipo para hablar de inversión.`,
  },
  {
    path: "/algoritmo",
    title: "Transparencia algorítmica: cómo evalúa la IA",
    description:
      "Cómo evalúa nuestra IA, qué datos usa y cómo revisamos que sus decisiones sean justas y explicables.",
  },
  {
    path: "/ciclo-del-dato",
    title: "Ciclo del dato: de la recogida al borrado",
    description:
      "El recorrido de los datos de cada evaluación y de cada formulario: qué se recoge, dónde se guarda, quién lo ve y cuándo se elimina.",
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
    title: "Observatorio de la contratación técnica",
    description:
      "Artículos y datos sobre contratación técnica, evaluación de desarrolladores e IA aplicada a la selección.",
  },
  {
    path: "/success",
    title: "Estado de tu compra y próximos pasos",
    indexable: false,
    description: "El estado de tu pago, qué pasa después de la compra y cómo contactar con soporte.",
  },
  {
    path: "/tools",
    title: "Herramientas gratuitas para selección técnica",
    description: `Perfil de ${TECHNOLOGY_COUNT_CLAIM.text} tecnologías, redactor de ofertas, analizador de CV, test de lógica y verificación de informes de ${product}: gratis y sin registro.`,
  },
  {
    path: "/tools/tech-profile",
    title: "Perfil de tecnología: ficha, stacks y alias",
    description: `Busca entre las ${TECHNOLOGY_COUNT_CLAIM.text} tecnologías del catálogo, con alias y erratas, y consulta su ficha: familia, creador, versión, popularidad, stacks y curiosidades.`,
  },
  {
    path: "/tools/redactor",
    title: "Redactor de ofertas de empleo técnicas",
    description:
      "Genera el borrador de una oferta técnica a partir del rol, el nivel, el stack y la modalidad; cópialo o descárgalo en Markdown o texto.",
  },
  {
    path: "/tools/parser-cv",
    title: "Analizador de CV: tecnologías de un currículum",
    description:
      "Pega el texto de un CV y mira qué tecnologías menciona, agrupadas por familia. Todo ocurre en tu navegador: el CV no se sube a ningún servidor.",
  },
  {
    path: "/tools/logic-test",
    title: "Test de lógica gratuito con explicaciones",
    description:
      "Diez preguntas de lógica matemática como las de una entrevista técnica, con la explicación de cada respuesta y tu puntuación al final.",
  },
  {
    path: "/verify",
    title: "Verificar un informe de feedback",
    indexable: false,
    description: `Comprueba el código de verificación de un informe de feedback de ${product} y cómo confirmar con nuestro equipo que lo hemos emitido.`,
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
  seoTitle: "Asistente de costes de contratación técnica",
  description: `Responde siete preguntas rápidas y descubre cuánto os cuesta hoy la selección técnica y cuánto ahorraríais con ${product}.`,
} as const satisfies SitePage;

/** Looks up a page's title and introduction by path. */
export function sitePage(path: SitePagePath): SitePage {
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page is defined for ${path}`);
  return page;
}
