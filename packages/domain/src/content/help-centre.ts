import { BRAND } from "../brand";
import { ENTERPRISE_MONTHLY_PRICE, formatPrice, PACKAGES } from "./packages";
import type { FrequentQuestion, HelpCategory, HelpCategoryId, QuestionAnswer } from "./types";

const enterprisePrice = formatPrice(ENTERPRISE_MONTHLY_PRICE);
// The cheapest package is the entry price quoted in the answers.
const cheapestPackagePrice = formatPrice(Math.min(...PACKAGES.map((pack) => pack.price)));

/** The four categories of the help centre: the landing teaser shows them as cards, /faq in full. */
export const HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    id: "tecnologia",
    title: "Tecnología y IA",
    description: "Cómo funciona nuestra IA, qué tecnologías evaluamos y cómo se adapta a tu stack.",
    icon: "Cpu",
    highlight: "Compatible con el 98% de los stacks",
    questions: [
      {
        q: "¿Qué tecnologías y stacks podéis evaluar?",
        a: "Cubrimos más de 100 lenguajes y 50 frameworks, lo que nos permite adaptarnos al 98% de los stacks tecnológicos: de MERN, Django + React o Spring Boot a combinaciones a medida. Si tu stack no aparece en el verificador, escríbenos y lo añadimos.",
      },
      {
        q: "¿Cómo genera la IA las pruebas técnicas?",
        a: `${BRAND.productName} crea las pruebas a partir del stack, el nivel y las responsabilidades del puesto que defines. Puedes combinar los 9 tipos de evaluación y editar cualquier prueba antes de enviarla, así que el resultado refleja siempre lo que necesita tu equipo.`,
      },
      {
        q: "¿Qué precisión tienen las evaluaciones?",
        a: "En perfiles senior, nuestras evaluaciones alcanzan una precisión del 98%. Cada resultado se apoya en métricas objetivas y puedes completar el análisis de la IA con la evaluación por pares de tu propio equipo.",
      },
      {
        q: "¿Se integra con nuestras herramientas?",
        a: "Sí. Los resultados se exportan en PDF y CSV, y la conexión por API permite llevarlos a tu ATS o a tus herramientas internas. La configuración inicial lleva unos 5 minutos.",
      },
    ],
  },
  {
    id: "seguridad",
    title: "Seguridad y Cumplimiento",
    description: "Cómo protegemos los datos de tu empresa y de tus candidatos.",
    icon: "ShieldCheck",
    highlight: "ISO 27001 y GDPR",
    questions: [
      {
        q: "¿Cumplís con el GDPR?",
        a: "Sí. Tratamos los datos conforme al Reglamento General de Protección de Datos (GDPR) y solo para la finalidad de la evaluación. Los candidatos pueden ejercer en cualquier momento sus derechos de acceso, rectificación y supresión.",
      },
      {
        q: "¿Qué estándar de seguridad seguís?",
        a: "Cumplimos la norma ISO 27001 de gestión de la seguridad de la información, que abarca el control de accesos, el cifrado y la gestión de incidentes. Es el estándar que suelen exigir los departamentos de seguridad de las grandes empresas.",
      },
      {
        q: "¿Qué datos de los candidatos ven las empresas?",
        a: "En la búsqueda de talento pre-evaluado los candidatos son 100% anónimos: las empresas ven solo estadísticas agregadas y nunca datos personales. Es el candidato quien decide si conecta con una empresa y qué información comparte.",
      },
      {
        q: "¿Puedo pedir que se eliminen los datos?",
        a: `Sí. Tanto las empresas como los candidatos pueden solicitar la eliminación de sus datos escribiendo a ${BRAND.supportEmail}. Atendemos cada solicitud dentro de los plazos que establece el GDPR.`,
      },
    ],
  },
  {
    id: "proceso",
    title: "Proceso y Resultados",
    description:
      "Cómo se organiza una evaluación, qué experiencia tiene el candidato y qué informes recibes.",
    icon: "ClipboardCheck",
    highlight: "Feedback en menos de 15 minutos",
    questions: [
      {
        q: "¿Cuánto se tarda en poner en marcha un proceso?",
        a: "La configuración lleva unos 5 minutos: eliges el puesto, el stack y los tipos de prueba, y envías la invitación a los candidatos. Cada evaluación puede durar entre 15 y 240 minutos, según lo que quieras medir.",
      },
      {
        q: "¿Cuándo tengo los resultados?",
        a: "El feedback está disponible en menos de 15 minutos desde que el candidato termina la prueba. Incluye una puntuación global, el detalle de cada prueba y recomendaciones para la entrevista final.",
      },
      {
        q: "¿Qué incluye el informe de cada candidato?",
        a: "Métricas objetivas por prueba, puntos fuertes y áreas de mejora, encaje cultural y una comparativa con el resto de candidatos del proceso. Puedes editar el feedback y exportarlo en PDF o CSV para compartirlo con tu equipo.",
      },
      {
        q: "¿Qué experiencia tiene el candidato?",
        a: "El candidato hace las pruebas online, a su ritmo y desde donde quiera, y recibe feedback detallado sobre su desempeño. Así mejora la imagen de tu marca empleadora incluso ante quienes no pasan a la siguiente fase.",
      },
    ],
  },
  {
    id: "roi",
    title: "ROI y Ahorro",
    description: "Cuánto puedes ahorrar y en cuánto tiempo recuperas la inversión.",
    icon: "TrendingUp",
    highlight: "Hasta un 95% menos de coste",
    questions: [
      {
        q: "¿Cuánto ahorro frente a un proceso tradicional?",
        a: "Las empresas que evalúan con nosotros reducen hasta un 85% el tiempo de evaluación técnica y hasta un 95% su coste. Con la calculadora de la página puedes estimar tu ahorro a partir de tus propios datos.",
      },
      {
        q: "¿Cómo se calcula el ahorro?",
        a: `Sumamos las horas que tu equipo de People y tus ingenieros senior dedican a cribar y evaluar candidatos, y las multiplicamos por su coste por hora. A ese total le restamos la suscripción mensual de ${enterprisePrice} y obtenemos el ahorro y los días que tardas en recuperar la inversión.`,
      },
      {
        q: "¿Cuánto cuesta?",
        a: `El plan Enterprise cuesta ${enterprisePrice} al mes e incluye 3 recruiters, 20 procesos de selección y 25 entrevistas por proceso. Si prefieres pagar por uso, los paquetes empiezan en ${cheapestPackagePrice}, y el plan Modular se adapta a las necesidades de tu empresa.`,
      },
      {
        q: "¿Hay permanencia? ¿Puedo probarlo gratis?",
        a: "No hay permanencia: todas las suscripciones se pueden cancelar en cualquier momento. Además, la primera evaluación es gratis y el programa Early Access es gratuito mientras queden plazas en la beta privada, con un 30% de descuento de por vida.",
      },
    ],
  },
];

/** The four frequent questions under the category cards of the teaser. */
export const FREQUENT_QUESTIONS: readonly FrequentQuestion[] = [
  {
    q: "¿Necesito conocimientos técnicos para crear una evaluación?",
    a: "No. Indicas el puesto y el stack, y la IA propone las pruebas y los criterios de evaluación. Tu equipo técnico puede revisarlas y editarlas, pero no tiene que escribirlas.",
    category: "tecnologia",
  },
  {
    q: "¿Cómo se protegen las respuestas de los candidatos?",
    a: "Las respuestas se tratan conforme a la norma ISO 27001 y al GDPR. Solo acceden a ellas las personas de tu empresa que participan en el proceso, y nunca se comparten con terceros sin el consentimiento del candidato.",
    category: "seguridad",
  },
  {
    q: "¿Puedo comparar a varios candidatos del mismo proceso?",
    a: "Sí. Cada proceso muestra una comparativa con las puntuaciones de todos los candidatos por prueba, para que decidas a quién entrevistar con criterios objetivos.",
    category: "proceso",
  },
  {
    q: "¿En cuánto tiempo se recupera la inversión?",
    a: "Depende del volumen de contratación, pero con pocos procesos al mes el ahorro en horas de People y de ingenieros senior suele cubrir la suscripción en días. La calculadora te da la cifra exacta para tu caso.",
    category: "roi",
  },
];

/** Badges of the security and privacy banner. */
export const SECURITY_BADGES = ["ISO 27001", "GDPR Compliant"] as const;

/** The questions /faq answers under a category: the category's own, then the frequent questions that belong to it. */
export function faqQuestionsOf(categoryId: HelpCategoryId): readonly QuestionAnswer[] {
  const category = HELP_CATEGORIES.find((candidate) => candidate.id === categoryId);
  return [
    ...(category?.questions ?? []),
    ...FREQUENT_QUESTIONS.filter((question) => question.category === categoryId),
  ];
}

/** Every question /faq answers, in the order it shows them (also its FAQPage structured data). */
export const FAQ_QUESTIONS: readonly QuestionAnswer[] = HELP_CATEGORIES.flatMap((category) =>
  faqQuestionsOf(category.id),
);
