import { BRAND } from "../brand";

/** Where the landing page serves the sample report; the web build generates the file into this folder. */
export const SAMPLE_FEEDBACK_PDF = {
  folder: "template-feedback-pdf",
  fileName: "informe-feedback-ejemplo.pdf",
  path: "/template-feedback-pdf/informe-feedback-ejemplo.pdf",
  label: "Bajar feedback PDF",
} as const;

/** Printed on every page and in the metadata: the report describes nobody real. */
export const SAMPLE_FEEDBACK_NOTICE = "Documento de ejemplo con datos ficticios";

/** One test of the sample report, scored out of 100; `assessmentTypeId` is an `ASSESSMENT_TYPES` id. */
export interface SampleFeedbackScore {
  readonly assessmentTypeId: string;
  readonly score: number;
  readonly comment: string;
}

/** A fragment of the candidate's code with the reviewer's notes on it. */
export interface SampleCodeReview {
  readonly file: string;
  readonly lines: readonly string[];
  /** Each note starts with '+' (done well) or '-' (to improve). */
  readonly notes: readonly string[];
}

export interface SampleFeedbackReport {
  readonly title: string;
  readonly candidateAlias: string;
  readonly role: string;
  readonly stack: readonly string[];
  /** Code printed on the report, by the rule of feedback-report-code.ts, that /verify checks. */
  readonly verificationCode: string;
  /** ISO date (YYYY-MM-DD) of the evaluation; also the PDF's creation date, so builds are reproducible. */
  readonly evaluatedOn: string;
  readonly summary: string;
  readonly scores: readonly SampleFeedbackScore[];
  readonly strengths: readonly string[];
  readonly improvements: readonly string[];
  readonly codeReview: SampleCodeReview;
  readonly recommendation: {
    readonly verdict: string;
    readonly summary: string;
    /** Questions suggested for the final interview. */
    readonly interviewQuestions: readonly string[];
  };
}

/** The overall score of a report: the rounded mean of its tests. */
export function overallScore(scores: readonly Pick<SampleFeedbackScore, "score">[]): number {
  if (scores.length === 0) return 0;
  return Math.round(scores.reduce((sum, item) => sum + item.score, 0) / scores.length);
}

/** A fictitious candidate's evaluation, rendered as the downloadable sample PDF of the assessment section. */
export const SAMPLE_FEEDBACK_REPORT: SampleFeedbackReport = {
  title: "Informe de feedback técnico",
  candidateAlias: "Candidato #E-5081",
  role: "Desarrollador/a backend sénior",
  stack: ["Node.js", "TypeScript", "PostgreSQL", "Docker"],
  verificationCode: "NIV-2025-E5081K-7",
  evaluatedOn: "2025-09-15",
  summary: `Evaluación de un proceso de selección para un puesto backend sénior, generada por ${BRAND.productName} a partir de seis pruebas técnicas adaptadas al stack de la empresa.`,
  scores: [
    {
      assessmentTypeId: "preguntas-abiertas",
      score: 88,
      comment:
        "Argumenta con claridad el diseño de la caché y elige una invalidación por eventos razonada; menciona los riesgos de la consistencia eventual.",
    },
    {
      assessmentTypeId: "complejidad-algoritmica",
      score: 79,
      comment:
        "Propone la solución O(n) con un Set, pero no analiza el coste en memoria hasta que se le pregunta.",
    },
    {
      assessmentTypeId: "escritura-codigo",
      score: 92,
      comment:
        "Endpoint funcional, con consultas parametrizadas, códigos de estado correctos y tests de integración para los casos principales.",
    },
    {
      assessmentTypeId: "deteccion-bugs",
      score: 85,
      comment:
        "Localiza los tres errores del fragmento y explica su causa; la corrección del tercero introduce un cambio de comportamiento menor.",
    },
    {
      assessmentTypeId: "revision-pr",
      score: 90,
      comment:
        "Detecta el secreto escrito en el código y la falta de expiración del token. Sus comentarios son concretos y de tono constructivo.",
    },
    {
      assessmentTypeId: "codigo-limpio",
      score: 74,
      comment:
        "Separa bien las responsabilidades, aunque mantiene nombres poco descriptivos y deja sin tests parte de la lógica extraída.",
    },
  ],
  strengths: [
    "Diseño de APIs REST sólido: validación de entrada, códigos de estado y gestión de errores coherentes.",
    "Seguridad por defecto: consultas parametrizadas y detección temprana de secretos en el código.",
    "Revisiones de código claras y respetuosas, con propuestas de mejora accionables.",
    "Buen uso de los tipos de TypeScript para modelar el dominio.",
  ],
  improvements: [
    "Analizar el coste en memoria de las soluciones, no solo el tiempo de ejecución.",
    "Nombrar funciones y variables según lo que representan en el negocio.",
    "Cubrir con tests la lógica que se extrae al refactorizar, antes de cambiarla.",
  ],
  codeReview: {
    file: "src/orders/create-order.ts",
    lines: [
      "export async function createOrder(req: Request, res: Response) {",
      "  const { userId, items } = req.body;",
      "  const total = items.reduce((sum, item) => sum + item.price * item.qty, 0);",
      "  const result = await db.query(",
      '    "INSERT INTO orders (user_id, total) VALUES ($1, $2) RETURNING *",',
      "    [userId, total],",
      "  );",
      "  res.status(201).json(result.rows[0]);",
      "}",
    ],
    notes: [
      "+ Consulta parametrizada: no hay riesgo de inyección SQL.",
      "+ Responde 201 con el pedido creado, como pide el enunciado.",
      "- No valida items antes de calcular el total: un cuerpo sin items lanza una excepción no controlada.",
      "- El precio llega del cliente: debería leerse del catálogo en el servidor.",
    ],
  },
  recommendation: {
    verdict: "Recomendado para la entrevista final",
    summary:
      "Perfil sénior con un dominio técnico alto del stack y muy buena comunicación escrita. Las áreas de mejora son habituales y se pueden trabajar durante el onboarding.",
    interviewQuestions: [
      "¿Cómo garantizarías la idempotencia del endpoint de pedidos si el cliente reintenta la petición?",
      "¿Qué métricas vigilarías en producción para detectar problemas de rendimiento en PostgreSQL?",
      "¿Qué cambiarías hoy de tu refactorización en la prueba de código limpio y por qué?",
    ],
  },
};
