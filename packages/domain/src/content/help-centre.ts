import { BRAND } from "../brand";
import { ASSESSMENT_TYPES } from "./assessment-types";
import { CONTACT_EMAILS, RESPONSE_PROMISE } from "./company-facts";
import { ENTERPRISE_MONTHLY_PRICE, formatPrice, PACKAGES } from "./packages";
import type { HelpCategory, HelpCategoryId, HelpQuestion } from "./types";

const enterprisePrice = formatPrice(ENTERPRISE_MONTHLY_PRICE);
// The cheapest package is the entry price quoted in the answers.
const cheapestPackagePrice = formatPrice(Math.min(...PACKAGES.map((pack) => pack.price)));

/**
 * Every question of the help centre with its full answer, grouped by category in display order. /faq shows them all
 * (and builds its FAQPage data from them); the landing's teaser shows those with a `teaser` placement.
 */
export const HELP_QUESTIONS: readonly HelpQuestion[] = [
  // ── Tecnología y IA ──
  {
    id: "tecnologias-y-stacks",
    category: "tecnologia",
    teaser: "category",
    question: "¿Qué tecnologías y stacks podéis evaluar?",
    answer:
      "Cubrimos más de 100 lenguajes y 50 frameworks, lo que nos permite adaptarnos al 98% de los stacks tecnológicos: de MERN, Django + React o Spring Boot a combinaciones a medida. Si tu stack no aparece en el verificador, escríbenos y lo añadimos.",
  },
  {
    id: "como-genera-la-ia-las-pruebas",
    category: "tecnologia",
    teaser: "category",
    question: "¿Cómo genera la IA las pruebas técnicas?",
    answer: `${BRAND.productName} crea las pruebas a partir del stack, el nivel y las responsabilidades del puesto que defines. Puedes combinar los ${ASSESSMENT_TYPES.length} tipos de evaluación y editar cualquier prueba antes de enviarla, así que el resultado refleja siempre lo que necesita tu equipo.`,
  },
  {
    id: "precision-de-las-evaluaciones",
    category: "tecnologia",
    teaser: "category",
    question: "¿Qué precisión tienen las evaluaciones?",
    answer:
      "En perfiles sénior, nuestras evaluaciones alcanzan una precisión del 98%. Cada resultado se apoya en métricas objetivas y puedes completar el análisis de la IA con la evaluación por pares de tu propio equipo.",
  },
  {
    id: "integracion-con-herramientas",
    category: "tecnologia",
    teaser: "category",
    question: "¿Se integra con nuestras herramientas?",
    answer:
      "Sí. Los resultados se exportan en PDF y CSV para llevarlos a tu ATS o a tus herramientas internas, y la configuración inicial lleva unos 5 minutos. La conexión directa por API está en desarrollo y llegará próximamente.",
  },
  {
    id: "conocimientos-tecnicos-necesarios",
    category: "tecnologia",
    teaser: "frequent",
    question: "¿Necesito conocimientos técnicos para crear una evaluación?",
    answer:
      "No. Indicas el puesto y el stack, y la IA propone las pruebas y los criterios de evaluación. Tu equipo técnico puede revisarlas y editarlas, pero no tiene que escribirlas.",
  },
  {
    id: "tipos-de-prueba",
    category: "tecnologia",
    teaser: null,
    question: "¿Qué tipos de prueba puedo combinar?",
    answer: `Hay ${ASSESSMENT_TYPES.length} tipos: ${ASSESSMENT_TYPES.map((type) => type.title.charAt(0).toLowerCase() + type.title.slice(1)).join(", ")}. Se agrupan en fundamentos, código real y colaboración. Puedes combinarlos libremente en cada proceso según el puesto.`,
  },
  // ── Seguridad y Cumplimiento ──
  {
    id: "cumplimiento-gdpr",
    category: "seguridad",
    teaser: "category",
    question: "¿Cumplís con el RGPD?",
    answer:
      "Sí. Tratamos los datos conforme al Reglamento General de Protección de Datos (RGPD) y solo para la finalidad de la evaluación. Los candidatos pueden ejercer en cualquier momento sus derechos de acceso, rectificación y supresión.",
  },
  {
    id: "estandar-de-seguridad",
    category: "seguridad",
    teaser: "category",
    question: "¿Qué estándar de seguridad seguís?",
    answer:
      "Cumplimos la norma ISO 27001 de gestión de la seguridad de la información, que abarca el control de accesos, el cifrado y la gestión de incidentes. Es el estándar que suelen exigir los departamentos de seguridad de las grandes empresas.",
  },
  {
    id: "datos-de-candidatos-visibles",
    category: "seguridad",
    teaser: "category",
    question: "¿Qué datos de los candidatos ven las empresas?",
    answer:
      "En la búsqueda de talento pre-evaluado los candidatos son 100% anónimos: las empresas ven solo estadísticas agregadas y nunca datos personales. Es el candidato quien decide si conecta con una empresa y qué información comparte.",
  },
  {
    id: "eliminar-datos",
    category: "seguridad",
    teaser: "category",
    question: "¿Puedo pedir que se eliminen los datos?",
    answer: `Sí. Tanto las empresas como los candidatos pueden solicitar la eliminación de sus datos, o ejercer cualquier otro derecho, escribiendo a ${CONTACT_EMAILS.privacy}. Atendemos cada solicitud en el plazo que fija el RGPD: un mes como máximo.`,
  },
  {
    id: "proteccion-de-respuestas",
    category: "seguridad",
    teaser: "frequent",
    question: "¿Cómo se protegen las respuestas de los candidatos?",
    answer:
      "Las respuestas se tratan conforme a la norma ISO 27001 y al RGPD. Solo acceden a ellas las personas de tu empresa que participan en el proceso, y nunca se comparten con terceros sin el consentimiento del candidato.",
  },
  {
    id: "decision-final",
    category: "seguridad",
    teaser: null,
    question: "¿La IA decide a quién se contrata?",
    answer:
      "No. La IA evalúa las pruebas y explica cada puntuación con métricas objetivas, pero la decisión de a quién entrevistar y contratar es siempre de tu equipo. Puedes revisar y editar cualquier feedback antes de compartirlo.",
  },
  // ── Proceso y Resultados ──
  {
    id: "puesta-en-marcha",
    category: "proceso",
    teaser: "category",
    question: "¿Cuánto se tarda en poner en marcha un proceso?",
    answer:
      "La configuración lleva unos 5 minutos: eliges el puesto, el stack y los tipos de prueba, y envías la invitación a los candidatos. Cada evaluación puede durar entre 15 y 240 minutos, según lo que quieras medir.",
  },
  {
    id: "tiempo-de-resultados",
    category: "proceso",
    teaser: "category",
    question: "¿Cuándo tengo los resultados?",
    answer:
      "El feedback está disponible en menos de 15 minutos desde que el candidato termina la prueba. Incluye una puntuación global, el detalle de cada prueba y recomendaciones para la entrevista final.",
  },
  {
    id: "contenido-del-informe",
    category: "proceso",
    teaser: "category",
    question: "¿Qué incluye el informe de cada candidato?",
    answer:
      "Métricas objetivas por prueba, puntos fuertes y áreas de mejora, encaje cultural y una comparativa con el resto de candidatos del proceso. Puedes editar el feedback y exportarlo en PDF o CSV para compartirlo con tu equipo.",
  },
  {
    id: "experiencia-del-candidato",
    category: "proceso",
    teaser: "category",
    question: "¿Qué experiencia tiene el candidato?",
    answer:
      "El candidato hace las pruebas online, a su ritmo y desde donde quiera, y recibe feedback detallado sobre su desempeño. Así mejora la imagen de tu marca empleadora incluso ante quienes no pasan a la siguiente fase.",
  },
  {
    id: "comparar-candidatos",
    category: "proceso",
    teaser: "frequent",
    question: "¿Puedo comparar a varios candidatos del mismo proceso?",
    answer:
      "Sí. Cada proceso muestra una comparativa con las puntuaciones de todos los candidatos por prueba, para que decidas a quién entrevistar con criterios objetivos.",
  },
  {
    id: "soporte-y-respuesta",
    category: "proceso",
    teaser: null,
    question: "¿Qué pasa si tengo un problema durante un proceso?",
    answer: `Escríbenos a ${CONTACT_EMAILS.support} y te respondemos en ${RESPONSE_PROMISE}. Los clientes del plan Modular cuentan además con soporte prioritario 24/7.`,
  },
  // ── ROI y Ahorro ──
  {
    id: "ahorro-frente-a-proceso-tradicional",
    category: "roi",
    teaser: "category",
    question: "¿Cuánto ahorro frente a un proceso tradicional?",
    answer:
      "Las empresas que evalúan con nosotros reducen hasta un 85% el tiempo de evaluación técnica y hasta un 95% su coste. Con la calculadora de la página puedes estimar tu ahorro a partir de tus propios datos.",
  },
  {
    id: "como-se-calcula-el-ahorro",
    category: "roi",
    teaser: "category",
    question: "¿Cómo se calcula el ahorro?",
    answer: `Sumamos las horas que tu equipo de People y tus ingenieros sénior dedican a cribar y evaluar candidatos, y las multiplicamos por su coste por hora. A ese total le restamos la suscripción mensual de ${enterprisePrice} y obtenemos el ahorro y los días que tardas en recuperar la inversión.`,
  },
  {
    id: "cuanto-cuesta",
    category: "roi",
    teaser: "category",
    question: "¿Cuánto cuesta?",
    answer: `El plan Enterprise cuesta ${enterprisePrice} al mes e incluye 3 recruiters, 20 procesos de selección y 25 entrevistas por proceso. Si prefieres pagar por uso, los paquetes empiezan en ${cheapestPackagePrice}, y el plan Modular se adapta a las necesidades de tu empresa. Tienes los precios de todos los planes, con lo que incluye cada uno, en la página de precios.`,
  },
  {
    id: "permanencia-y-prueba-gratis",
    category: "roi",
    teaser: "category",
    question: "¿Hay permanencia? ¿Puedo probarlo gratis?",
    answer:
      "No hay permanencia: todas las suscripciones se pueden cancelar en cualquier momento. Además, la primera evaluación es gratis y el programa Early Access es gratuito mientras queden plazas en la beta privada, con un 30% de descuento de por vida.",
  },
  {
    id: "recuperar-la-inversion",
    category: "roi",
    teaser: "frequent",
    question: "¿En cuánto tiempo se recupera la inversión?",
    answer:
      "Depende del volumen de contratación, pero con pocos procesos al mes el ahorro en horas de People y de ingenieros sénior suele cubrir la suscripción en días. La calculadora te da la cifra exacta para tu caso.",
  },
  {
    id: "paquetes-o-suscripcion",
    category: "roi",
    teaser: null,
    question: "¿Me conviene un paquete o la suscripción?",
    answer: `Los paquetes encajan si contratas de forma puntual: el de ${cheapestPackagePrice} cubre 1 recruiter, 1 proceso y hasta 20 candidatos. Si abres procesos técnicos cada mes, el plan Enterprise de ${enterprisePrice} al mes sale más a cuenta, con 20 procesos incluidos.`,
  },
];

const questionsOf = (category: HelpCategoryId, teaser: HelpQuestion["teaser"]) =>
  HELP_QUESTIONS.filter((question) => question.category === category && question.teaser === teaser);

/** The four categories of the help centre: the landing teaser shows them as cards, /faq in full. */
export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    id: "tecnologia",
    title: "Tecnología y IA",
    description: "Cómo funciona nuestra IA, qué tecnologías evaluamos y cómo se adapta a tu stack.",
    icon: "Cpu",
    highlight: "Compatible con el 98% de los stacks",
    questions: questionsOf("tecnologia", "category"),
  },
  {
    id: "seguridad",
    title: "Seguridad y Cumplimiento",
    description: "Cómo protegemos los datos de tu empresa y de tus candidatos.",
    icon: "ShieldCheck",
    highlight: "ISO 27001 y RGPD",
    questions: questionsOf("seguridad", "category"),
  },
  {
    id: "proceso",
    title: "Proceso y Resultados",
    description:
      "Cómo se organiza una evaluación, qué experiencia tiene el candidato y qué informes recibes.",
    icon: "ClipboardCheck",
    highlight: "Feedback en menos de 15 minutos",
    questions: questionsOf("proceso", "category"),
  },
  {
    id: "roi",
    title: "ROI y Ahorro",
    description: "Cuánto puedes ahorrar y en cuánto tiempo recuperas la inversión.",
    icon: "TrendingUp",
    highlight: "Hasta un 95% menos de coste",
    questions: questionsOf("roi", "category"),
  },
];

/** The four frequent questions under the category cards of the teaser. */
export const FREQUENT_QUESTIONS: readonly HelpQuestion[] = HELP_QUESTIONS.filter(
  (question) => question.teaser === "frequent",
);

/** Every question of one category, in display order (the sections of /faq). */
export function helpQuestionsOf(category: HelpCategoryId): readonly HelpQuestion[] {
  return HELP_QUESTIONS.filter((question) => question.category === category);
}

/** The address of a question's answer on the help centre page. */
export function helpQuestionHref(question: Pick<HelpQuestion, "id">): string {
  return `/faq#${question.id}`;
}

/** Badges of the security and privacy banner. */
export const SECURITY_BADGES = ["ISO 27001", "GDPR Compliant"] as const;

/** Every question /faq answers, in the order it shows them (also its FAQPage structured data). */
export const FAQ_QUESTIONS: readonly HelpQuestion[] = HELP_QUESTIONS;
