import type { AssessmentCategory, AssessmentCategoryId, AssessmentType, Stat } from "./types";

/** Filter chips of the assessment section, in display order. */
export const ASSESSMENT_CATEGORIES: readonly AssessmentCategory[] = [
  { id: "fundamentos", label: "Fundamentos" },
  { id: "codigo", label: "Código Real" },
  { id: "colaboracion", label: "Colaboración" },
];

/** Label of the chip that shows every type. */
export const ASSESSMENT_ALL_LABEL = "Todos";

/** Every assessment type can be configured within this range (section 9). */
export const ASSESSMENT_DURATION_RANGE = { minMinutes: 15, maxMinutes: 240 } as const;

/** How many tests a candidate may pick in the Zona promo. */
export const ZONA_MAX_SELECTED = 3;

/** The nine assessment types (section 9), grouped 4 fundamentos, 3 código, 2 colaboración. */
export const ASSESSMENT_TYPES: readonly AssessmentType[] = [
  {
    id: "preguntas-abiertas",
    title: "Preguntas abiertas de desarrollo",
    description:
      "El candidato razona por escrito sobre problemas de diseño, arquitectura y buenas prácticas, y explica el porqué de sus decisiones.",
    icon: "MessageSquareText",
    example:
      "¿Cómo diseñarías la caché de una API REST que recibe millones de peticiones al día y qué estrategia de invalidación elegirías?",
    category: "fundamentos",
    evaluation:
      "Profundidad de conocimiento, capacidad para argumentar decisiones técnicas, comprensión de los trade-offs y claridad de la comunicación escrita.",
    hrInsight:
      "Revela cómo piensa el candidato y cómo explicará sus decisiones al equipo, algo que un CV no muestra y que anticipa su encaje en puestos sénior.",
    durationMinutes: 45,
  },
  {
    id: "opcion-multiple",
    title: "Test de opción múltiple",
    description:
      "Preguntas de respuesta cerrada para validar de forma rápida y objetiva los conocimientos teóricos de un lenguaje, framework o herramienta.",
    icon: "ListChecks",
    example: 'En JavaScript, ¿qué devuelve typeof null? a) "null" b) "object" c) "undefined" d) "number"',
    category: "fundamentos",
    evaluation:
      "Dominio de los conceptos fundamentales del stack, conocimiento de la sintaxis y de las particularidades del lenguaje o framework.",
    hrInsight:
      "Es un primer filtro rápido y 100% objetivo: permite cribar grandes volúmenes de candidatos sin ocupar a ningún ingeniero.",
    durationMinutes: 20,
  },
  {
    id: "complejidad-algoritmica",
    title: "Complejidad algorítmica",
    description:
      "Análisis de la eficiencia de un algoritmo en tiempo y memoria, y propuesta de alternativas más óptimas.",
    icon: "Binary",
    example:
      "Una función busca duplicados en un array con dos bucles anidados (O(n²)): propón una solución O(n) con un Set y justifica su coste en memoria.",
    category: "fundamentos",
    evaluation:
      "Notación Big O, elección de estructuras de datos, optimización del rendimiento y escalabilidad de las soluciones.",
    hrInsight:
      "Identifica a quien construirá sistemas que escalan sin disparar los costes de infraestructura, algo clave en productos con mucho tráfico.",
    durationMinutes: 45,
  },
  {
    id: "logica-matematica",
    title: "Lógica matemática",
    description:
      "Problemas de razonamiento lógico y matemático aplicados a situaciones habituales en programación.",
    icon: "Sigma",
    example:
      "Un proceso programado se ejecuta cada 6 horas desde las 03:00 del lunes. ¿Cuántas veces se habrá ejecutado a las 23:59 del miércoles? Razona la respuesta y los casos límite.",
    category: "fundamentos",
    evaluation:
      "Razonamiento lógico, pensamiento abstracto, resolución estructurada de problemas y tratamiento de los casos límite.",
    hrInsight:
      "Mide la capacidad de resolver problemas nuevos con independencia de la tecnología, un buen indicador del potencial de aprendizaje de los perfiles junior.",
    durationMinutes: 30,
  },
  {
    id: "escritura-codigo",
    title: "Escritura de código",
    description:
      "El candidato implementa una funcionalidad real con el lenguaje y el framework de tu stack, tests incluidos.",
    icon: "Code2",
    example:
      "Implementa un endpoint POST /orders en Node.js con Express que valide el cuerpo de la petición, guarde el pedido en PostgreSQL y responda 201 con el pedido creado.",
    category: "codigo",
    evaluation:
      "Corrección funcional, estructura del código, gestión de errores, uso idiomático del lenguaje y cobertura de tests.",
    hrInsight:
      "Es lo más parecido al trabajo del día a día: muestra si la persona será productiva desde las primeras semanas.",
    durationMinutes: 90,
  },
  {
    id: "deteccion-bugs",
    title: "Detección de bugs",
    description:
      "Se entrega un fragmento de código con errores sutiles y el candidato debe localizarlos, explicarlos y corregirlos.",
    icon: "Bug",
    example:
      "Un useEffect de React provoca un bucle infinito de renderizados por una dependencia mal declarada: encuentra la causa y corrígela.",
    category: "codigo",
    evaluation:
      "Capacidad de depuración, lectura de código ajeno, comprensión del flujo de ejecución y atención al detalle.",
    hrInsight:
      "Buena parte del tiempo de un equipo se dedica a mantener código existente: esta prueba anticipa cuánto tardará en resolver incidencias reales.",
    durationMinutes: 40,
  },
  {
    id: "completar-codigo",
    title: "Completar código",
    description:
      "El candidato completa partes de un código existente respetando su estructura, sus convenciones y sus interfaces.",
    icon: "Puzzle",
    example:
      "Completa la función paginate(items, page, pageSize) de un servicio en TypeScript para que pasen los tests unitarios que ya están escritos.",
    category: "codigo",
    evaluation:
      "Comprensión de código existente, respeto de contratos e interfaces, trabajo guiado por tests y coherencia de estilo.",
    hrInsight:
      "Refleja cómo se incorporará a una base de código que ya está en marcha, lo que permite prever y acortar su onboarding.",
    durationMinutes: 30,
  },
  {
    id: "revision-pr",
    title: "Revisión de PR",
    description:
      "El candidato revisa una pull request real y deja comentarios como lo haría con un compañero de equipo.",
    icon: "GitPullRequest",
    example:
      "Revisa una PR que añade autenticación con JWT: detecta el secreto escrito en el código y la falta de expiración del token, y propone mejoras de legibilidad.",
    category: "colaboracion",
    evaluation:
      "Criterio técnico, detección de problemas de seguridad y rendimiento, y calidad y tono del feedback escrito.",
    hrInsight:
      "Muestra cómo colabora y se comunica con el equipo: la calidad de sus revisiones anticipa su impacto en la cultura de ingeniería.",
    durationMinutes: 45,
  },
  {
    id: "codigo-limpio",
    title: "Código limpio",
    description:
      "Refactorización de un código que funciona pero es difícil de mantener, para hacerlo legible, testeable y fácil de ampliar (clean code).",
    icon: "Sparkles",
    example:
      "Refactoriza una función de 120 líneas que calcula facturas con condicionales anidados aplicando los principios SOLID y nombres descriptivos, sin cambiar su comportamiento.",
    category: "colaboracion",
    evaluation:
      "Aplicación de los principios SOLID y de clean code, nombrado, separación de responsabilidades y mantenibilidad.",
    hrInsight:
      "El código limpio reduce la deuda técnica y el coste de mantenimiento a largo plazo, y facilita que otras personas trabajen sobre él.",
    durationMinutes: 60,
  },
];

/** The types shown under one filter chip; the chip label shows their count, e.g. 'Fundamentos (4)'. */
export function assessmentTypesIn(category: AssessmentCategoryId): readonly AssessmentType[] {
  return ASSESSMENT_TYPES.filter((type) => type.category === category);
}

/** Stats strip of the assessment section. */
export const ASSESSMENT_STATS: readonly Stat[] = [
  { value: String(ASSESSMENT_TYPES.length), label: "tipos de evaluación" },
  { value: "100%", label: "personalizables" },
  {
    value: `${ASSESSMENT_DURATION_RANGE.minMinutes}-${ASSESSMENT_DURATION_RANGE.maxMinutes}`,
    label: "minutos de duración",
  },
  { value: "∞", label: "combinaciones ilimitadas" },
];
