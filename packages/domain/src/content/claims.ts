import { API_CONNECTION, RESPONSE_PROMISE } from "./company-facts";
import type { ContactBenefit, IconStat, ProductFeature, Stat } from "./types";

/** Every marketing claim of section 1, keyed so that a section picks the ones it shows; display text, never computed. */
export const MARKETING_CLAIMS = {
  evaluationSpeed: { value: "15x", label: "más rápido evaluando" },
  candidateVolume: { value: "10x", label: "más candidatos evaluados" },
  timeReduction: { value: "85%", label: "menos tiempo de contratación" },
  costReduction: { value: "95%", label: "menos coste por evaluación" },
  testTypes: { value: "8+", label: "tipos de prueba técnica" },
  feedbackTime: { value: "< 15 min", label: "para recibir el feedback" },
  seniorPrecision: { value: "98%", label: "precisión en perfiles sénior" },
  riskReduction: { value: "75%", label: "menos riesgos" },
  searchSpeed: { value: "10x", label: "más rápido buscando talento" },
  technicalVisibility: { value: "100%", label: "visibilidad técnica" },
  stackCoverage: { value: "98%", label: "de los stacks tecnológicos cubiertos" },
  iso27001: { value: "ISO 27001", label: "seguridad de la información" },
  gdpr: { value: "RGPD", label: "cumplimiento en protección de datos" },
  setupTime: { value: "5 min", label: "de configuración" },
  firstEvaluationFree: { value: "Gratis", label: "la primera evaluación" },
  cancelAnytime: { value: "Sin permanencia", label: "cancela cuando quieras" },
  screeningTimeSaved: { value: "Hasta 70%", label: "menos tiempo de screening" },
} as const satisfies Readonly<Record<string, Stat>>;

export type MarketingClaimId = keyof typeof MARKETING_CLAIMS;

/** The four product features; the API connection carries an asterisk in the original copy. */
export const PRODUCT_FEATURES: readonly ProductFeature[] = [
  { title: "Evaluaciones en menos de 15 minutos", icon: "Timer" },
  { title: "Informes detallados con métricas objetivas", icon: "BarChart3" },
  { title: "Exportación de resultados en PDF/CSV", icon: "FileDown" },
  { title: "Conexión por API*", icon: "Plug" },
];

/** What the asterisk of 'Conexión por API*' refers to (in development); shown wherever the features are. */
export const PRODUCT_FEATURES_FOOTNOTE = API_CONNECTION.footnote;

/** Stat tiles of the supported-technologies section. */
export const TECHNOLOGY_STATS: readonly IconStat[] = [
  { value: "100+", label: "lenguajes", icon: "Code2" },
  { value: "50+", label: "frameworks", icon: "Layers" },
  { value: MARKETING_CLAIMS.seniorPrecision.value, label: "precisión sénior", icon: "Target" },
  { value: "24/7", label: "actualizaciones", icon: "RefreshCw" },
];

/** Headline claim of the supported-technologies section. */
export const STACK_COVERAGE_CLAIM = {
  value: MARKETING_CLAIMS.stackCoverage.value,
  label: "de los stacks",
  text: `Nos adaptamos al ${MARKETING_CLAIMS.stackCoverage.value} de los stacks tecnológicos`,
} as const;

/** Length of the demo promised in the contact section. */
export const DEMO_DURATION_MINUTES = 15;

/** The four things the contact section promises ('Agenda una demo'). */
export const CONTACT_BENEFITS: readonly ContactBenefit[] = [
  {
    title: "Demo personalizada para tu stack",
    description: `En ${DEMO_DURATION_MINUTES} minutos te enseñamos cómo evaluaríamos a tus candidatos con las tecnologías que usa tu equipo.`,
    icon: "Presentation",
  },
  {
    title: "Cálculo exacto de ROI",
    description:
      "Calculamos contigo cuánto tiempo y dinero ahorras a partir de tus procesos de selección reales.",
    icon: "Calculator",
  },
  {
    title: "Plan de implementación sin fricción",
    description:
      "Te proponemos cómo integrar las evaluaciones en tu proceso actual sin cambiar de herramientas.",
    icon: "Route",
  },
  {
    title: "Acceso inmediato a un piloto",
    description: "Empieza a evaluar candidatos reales desde el primer día, sin compromiso.",
    icon: "Rocket",
  },
];

/** Note under the benefits of the contact section. */
export const CONTACT_NO_COMMITMENT_NOTE = `Sin compromiso. Te respondemos en ${RESPONSE_PROMISE}.`;
