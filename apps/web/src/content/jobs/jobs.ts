import { formatPrice } from "@nivelia/domain/content";
import type { ContentPageEntry } from "../types";

/** How the position is worked. */
export type JobModality = "Remoto" | "Híbrido" | "Presencial";

/** An open position, as /empleo lists it and /empleo/$jobId shows it. */
export interface Job {
  /** The URL segment: lower-case words joined by hyphens. */
  readonly id: string;
  /** At most 50 characters: it is the page title before " | Nivelia". */
  readonly title: string;
  readonly team: string;
  readonly location: string;
  readonly modality: JobModality;
  /** Gross annual salary in euros. */
  readonly salary: { readonly min: number; readonly max: number };
  /** ISO date (YYYY-MM-DD) the position was published. */
  readonly published: string;
  /** One or two sentences: the list's summary and the page's description (70-160 characters). */
  readonly summary: string;
  /** What the job is about, paragraph by paragraph. */
  readonly description: readonly string[];
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
  readonly niceToHave: readonly string[];
  /** What the first, third and sixth months look like: what this position, and no other, starts with. */
  readonly firstMonths: readonly [string, string, string];
}

/** What every position offers, shown on each job page. */
export const JOB_BENEFITS: readonly string[] = [
  "Trabajo en remoto desde España, con oficina en Madrid para quien la quiera y un encuentro de equipo por trimestre.",
  "Horario flexible con franja común de 10:00 a 14:00 para reuniones; los viernes por la tarde no hay reuniones.",
  "23 días laborables de vacaciones más el 24 y el 31 de diciembre.",
  "1.200 € al año de presupuesto de formación y conferencias, y el material de trabajo que necesites.",
  "Seguro médico privado y retribución flexible (comida, transporte y guardería).",
];

/**
 * Above the application form. Keeping a CV for other vacancies needs the applicant's consent (AEPD): the form's own
 * unticked checkbox asks it, never assumed.
 */
export const JOB_APPLICATION_INTRO =
  "Basta con tu nombre, tu email y tu LinkedIn o tu CV. Solo la usamos para esta oferta, salvo que marques la casilla de otras vacantes.";

/** What a job page says instead of repeating the benefits and the hiring process every position shares. */
export const JOB_SHARED_LINKS = {
  benefitsText: "Lo mismo para todas las posiciones, en",
  benefitsLink: "nuestra cultura",
  processText: "Respondemos a todas las candidaturas; las fases, en",
  processLink: "la página de empleo",
} as const;

/** How applications are handled, shown on /empleo. */
export const HIRING_PROCESS: readonly string[] = [
  "Leemos cada candidatura y respondemos a todas en un máximo de 10 días laborables.",
  "Una conversación de 30 minutos con la persona que lidera el equipo.",
  "Una prueba técnica de la Zona Nivelia, adaptada al puesto, con feedback detallado aunque no sigas en el proceso.",
  "Una sesión de trabajo de 90 minutos con el equipo sobre un problema real, y una charla final con la dirección.",
];

export const JOBS: readonly Job[] = [
  {
    id: "backend-senior-node",
    title: "Ingeniería backend sénior (Node.js)",
    team: "Plataforma",
    location: "España (remoto) · Madrid",
    modality: "Remoto",
    salary: { min: 55_000, max: 68_000 },
    published: "2026-11-10",
    summary:
      "Diseña y mantén la API que genera, corrige y entrega las evaluaciones técnicas de miles de candidatos al mes.",
    description: [
      "El equipo de Plataforma es responsable de la API que reciben las empresas y de los servicios que generan cada prueba, la corrigen y elaboran el informe de feedback en menos de 15 minutos. Trabajamos con TypeScript en Node.js, Fastify, PostgreSQL y colas de trabajo, con despliegues varias veces al día.",
      "Buscamos a alguien que disfrute diseñando sistemas fiables y que explique bien sus decisiones: revisarás código, escribirás documentos de diseño cortos y acompañarás a las personas menos sénior del equipo.",
    ],
    responsibilities: [
      "Diseñar y evolucionar la API pública y sus contratos, con esquemas compartidos y documentación OpenAPI generada.",
      "Mejorar la fiabilidad del flujo de evaluación: reintentos, idempotencia, colas y observabilidad.",
      "Cuidar el tratamiento de datos personales junto al equipo de seguridad: minimización, cifrado y borrado.",
      "Revisar pull requests y ayudar a crecer a las personas del equipo.",
    ],
    requirements: [
      "Cinco años o más desarrollando backend en producción, al menos dos con TypeScript o JavaScript en Node.js.",
      "Experiencia sólida con PostgreSQL: modelado, índices, transacciones y migraciones.",
      "Haber diseñado APIs HTTP que usan terceros, con versionado y gestión de errores.",
      "Pruebas automatizadas como parte natural del trabajo.",
      "Español fluido para el día a día; inglés técnico para leer y escribir documentación.",
    ],
    niceToHave: [
      "Experiencia con sistemas de colas o patrones outbox.",
      "Conocimiento práctico del RGPD aplicado al diseño de sistemas.",
    ],
    firstMonths: [
      "El primer mes: despliegas tu primer cambio en producción en la primera semana, con una compañera o un compañero de acogida, y sigues una evaluación entera, de la petición a la API al informe.",
      "Al tercer mes: llevas de principio a fin un cambio de diseño, por ejemplo los reintentos en la entrega de resultados a las empresas, con su documento, sus pruebas y sus métricas.",
      "Al sexto mes: eres la referencia del equipo en una parte de la plataforma y decides con el resto del equipo qué mejorar el trimestre siguiente.",
    ],
  },
  {
    id: "ml-evaluacion-sesgos",
    title: "Ingeniería de ML: evaluación y sesgos",
    team: "IA de evaluación",
    location: "España (remoto) · Madrid",
    modality: "Remoto",
    salary: { min: 58_000, max: 72_000 },
    published: "2026-10-28",
    summary:
      "Mide y mejora la calidad, la consistencia y la equidad de los modelos que corrigen las pruebas técnicas.",
    description: [
      "Nuestros modelos corrigen respuestas abiertas y código con una rúbrica y redactan el feedback de cada candidato. Una persona del equipo de selección revisa siempre el resultado, pero queremos que lo que revisa sea consistente, explicable y justo.",
      "En este puesto construirás los conjuntos de evaluación, las métricas y los controles de sesgo que deciden si un cambio en los modelos llega a producción, y trabajarás con el equipo de contenido técnico que diseña las pruebas.",
    ],
    responsibilities: [
      "Mantener los conjuntos de evaluación de cada tipo de prueba y las métricas de acuerdo con correctores humanos.",
      "Diseñar y ejecutar los controles de sesgo antes de cada cambio de modelo o de rúbrica.",
      "Mejorar la explicación que acompaña a cada puntuación, para que candidatos y empresas entiendan el resultado.",
      "Documentar los modelos y sus límites para la página de transparencia algorítmica.",
    ],
    requirements: [
      "Tres años o más trabajando con modelos de aprendizaje automático en producción, con Python.",
      "Experiencia evaluando modelos de lenguaje: conjuntos de prueba, métricas y análisis de errores.",
      "Base estadística sólida para diseñar comparaciones y leer resultados con rigor.",
      "Interés por la equidad algorítmica y su regulación (RGPD y Reglamento Europeo de IA).",
    ],
    niceToHave: [
      "Haber corregido o diseñado pruebas técnicas para selección o docencia.",
      "Experiencia con métricas de equidad entre grupos y sus limitaciones.",
    ],
    firstMonths: [
      "El primer mes: conoces las rúbricas de los nueve tipos de prueba y reproduces, con los datos del último cambio de modelo, las métricas de acuerdo con los correctores humanos.",
      "Al tercer mes: añades un control de sesgo nuevo al paso previo a producción, con su umbral, su informe y su explicación en la página de transparencia algorítmica.",
      "Al sexto mes: propones y lideras una mejora de la explicación de las puntuaciones, medida con candidatos y equipos de selección que aceptan participar.",
    ],
  },
  {
    id: "diseno-producto",
    title: "Diseño de producto (UX/UI)",
    team: "Producto",
    location: "Madrid",
    modality: "Híbrido",
    salary: { min: 42_000, max: 52_000 },
    published: "2026-10-06",
    summary:
      "Diseña cómo empresas y candidatos configuran, hacen y entienden una evaluación técnica, de la primera prueba al informe.",
    description: [
      "Diseñamos para dos públicos a la vez: equipos de selección que necesitan decidir rápido con datos claros, y desarrolladores que hacen una prueba y merecen una experiencia respetuosa y un feedback útil.",
      "Trabajarás con producto e ingeniería desde la investigación hasta el detalle de interfaz, en un sistema de diseño propio y con la accesibilidad (WCAG 2.2 AA) como requisito, no como extra.",
    ],
    responsibilities: [
      "Investigar con equipos de selección y candidatos y convertir lo aprendido en decisiones de producto.",
      "Diseñar flujos e interfaces del panel de empresa, la Zona de práctica y los informes de feedback.",
      "Mantener y ampliar el sistema de diseño junto a frontend.",
      "Escribir, con el equipo de contenido técnico, los textos que lee un candidato antes, durante y después de cada prueba.",
      "Medir el efecto de cada cambio con los datos de uso que los usuarios aceptan compartir.",
    ],
    requirements: [
      "Cuatro años o más diseñando producto digital, con un portfolio que muestre proceso y no solo pantallas.",
      "Experiencia con sistemas de diseño y con Figma.",
      "Práctica en investigación cualitativa: entrevistas, pruebas de usabilidad y síntesis de hallazgos para el equipo.",
      "Conocimiento práctico de accesibilidad y de las pautas WCAG.",
      "Capacidad de escribir textos de interfaz claros en español.",
    ],
    niceToHave: ["Experiencia en productos de recursos humanos o de formación.", "Nociones de HTML y CSS."],
    firstMonths: [
      "El primer mes: haces una prueba de la Zona como cualquier candidato, acompañas entrevistas con equipos de selección y repasas el sistema de diseño con frontend.",
      "Al tercer mes: rediseñas una parte concreta del informe de feedback a partir de lo que hayas aprendido en la investigación, revisada con lector de pantalla y teclado.",
      "Al sexto mes: eres responsable de un flujo completo del panel de empresa, de las primeras entrevistas al seguimiento de cómo se usa.",
    ],
  },
  {
    id: "especialista-evaluaciones-tecnicas",
    title: "Especialista en evaluaciones técnicas",
    team: "Contenido técnico",
    location: "España (remoto)",
    modality: "Remoto",
    salary: { min: 40_000, max: 50_000 },
    published: "2026-09-15",
    summary:
      "Diseña las pruebas y rúbricas de los nueve tipos de evaluación de Nivelia para los stacks que piden nuestros clientes.",
    description: [
      "Cada prueba de Nivelia nace de una persona que sabe programar y sabe evaluar. El equipo de Contenido técnico diseña las plantillas de los nueve tipos de prueba, escribe sus rúbricas y revisa que la corrección automática coincida con lo que haría un buen entrevistador.",
      "Es un puesto para quien ha programado varios años y ha disfrutado entrevistando, enseñando o revisando código de otros. Trabajarás a diario con el equipo de IA, que mide si la corrección automática sigue tus rúbricas, y con soporte, que te trae las dudas de empresas y candidatos sobre cada prueba.",
    ],
    responsibilities: [
      "Diseñar pruebas y rúbricas para nuevos stacks y niveles, de fundamentos a revisión de pull requests.",
      "Revisar muestras de correcciones automáticas y proponer mejoras a las rúbricas.",
      "Atender las solicitudes de revisión de candidatos que no están de acuerdo con su resultado.",
      "Colaborar con el equipo de IA en los conjuntos de evaluación.",
    ],
    requirements: [
      "Tres años o más de experiencia profesional programando en al menos dos lenguajes.",
      "Experiencia entrevistando, formando o mentorizando a desarrolladores.",
      "Redacción clara y precisa en español.",
    ],
    niceToHave: [
      "Experiencia docente en universidad, formación profesional o bootcamp.",
      "Conocimiento de varios stacks web y de datos.",
      "Haber escrito documentación técnica, artículos de divulgación o enunciados de ejercicios.",
    ],
    firstMonths: [
      "El primer mes: haces tú mismo varias pruebas de la Zona, corriges muestras a mano y comparas tu criterio con el de la corrección automática.",
      "Al tercer mes: publicas tu primera plantilla de prueba, con su rúbrica, para un stack que piden nuestros clientes.",
      "Al sexto mes: decides la rúbrica de un tipo de prueba y atiendes las solicitudes de revisión de los candidatos que lo han hecho.",
    ],
  },
];

export const jobPath = (id: string) => `/empleo/${id}`;

/** Path, title, description and publication date of each job page, for prerendering and the SEO registry. */
export const JOB_PAGES: readonly ContentPageEntry[] = JOBS.map((job) => ({
  path: jobPath(job.id),
  title: job.title,
  description: job.summary,
  date: job.published,
}));

export function findJob(id: string): Job | undefined {
  return JOBS.find((job) => job.id === id);
}

/** "55.000 € – 68.000 € brutos al año". */
export function formatSalaryRange({ min, max }: Job["salary"]): string {
  return `${formatPrice(min)} – ${formatPrice(max)} brutos al año`;
}
