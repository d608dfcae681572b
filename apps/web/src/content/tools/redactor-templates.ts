import type { JobDescriptionTemplates, JobLevel, WorkModality } from "@nivelia/domain/tools";

// The writer's form and templates, apart from the page copy so the page's first view does not carry them.

/** Roles the role field suggests; any other text is valid too. */
export const ROLE_SUGGESTIONS = [
  "Desarrollador/a backend",
  "Desarrollador/a frontend",
  "Desarrollador/a full stack",
  "Desarrollador/a móvil",
  "Ingeniero/a DevOps",
  "Ingeniero/a de datos",
  "Ingeniero/a de QA",
] as const;

export const LEVEL_OPTIONS: readonly { value: JobLevel; label: string }[] = [
  { value: "junior", label: "Junior" },
  { value: "mid", label: "Mid" },
  { value: "senior", label: "Senior" },
  { value: "lead", label: "Lead" },
];

export const MODALITY_OPTIONS: readonly { value: WorkModality; label: string }[] = [
  { value: "remoto", label: "Remoto" },
  { value: "hibrido", label: "Híbrido" },
  { value: "presencial", label: "Presencial" },
];

/** The wording of every description; {role}, {level}, {stack}, {company}, {location} and {modality} are filled in. */
export const JOB_DESCRIPTION_TEMPLATES: JobDescriptionTemplates = {
  title: "{role} {level}",
  intro: [
    "En {company} abrimos el puesto de {role} ({level}) en nuestro equipo técnico, en modalidad {modality}. Trabajarás a diario con {stack}.",
    "Buscamos a alguien que disfrute resolviendo problemas reales, escriba código que otras personas puedan mantener y quiera crecer con nosotros.",
  ],
  responsibilitiesHeading: "Qué harás",
  stack: {
    heading: "Stack tecnológico",
    intro:
      "Nuestro día a día gira en torno a {stack}. No hace falta dominarlo todo: valoramos experiencia en la mayoría y ganas de aprender el resto.",
    item: "{technology}",
  },
  requirements: {
    heading: "Qué buscamos",
    common: [
      "Comunicación clara, por escrito y en conversación.",
      "Interés por el código limpio, los tests y la mejora continua.",
    ],
  },
  modalityHeading: "Modalidad y ubicación",
  closingSections: [
    {
      heading: "Qué ofrecemos",
      paragraphs: [],
      bullets: [
        "Salario competitivo según experiencia (indica aquí la banda salarial: las ofertas con salario reciben más candidaturas).",
        "Presupuesto anual de formación y tiempo dentro de la jornada para aprender.",
        "Un equipo que revisa el código con respeto y comparte lo que sabe.",
      ],
    },
    {
      heading: "Proceso de selección",
      paragraphs: ["Un proceso corto y transparente, en tres pasos:"],
      bullets: [
        "Conversación inicial de 30 minutos con el equipo de selección.",
        "Prueba técnica adaptada a nuestro stack, con feedback detallado para ti en menos de 15 minutos.",
        "Entrevista final con el equipo técnico.",
      ],
    },
  ],
  levels: {
    junior: {
      label: "Junior",
      responsibilities: [
        "Desarrollar funcionalidades acotadas con el acompañamiento de una persona mentora.",
        "Escribir tests para el código que entregas y aprender de las revisiones de código.",
        "Participar en la planificación y en las retrospectivas del equipo.",
        "Documentar lo que aprendes para quienes lleguen después.",
      ],
      requirements: [
        "Hasta 2 años de experiencia profesional, o formación y proyectos propios que la sustituyan.",
        "Una base sólida de programación y muchas ganas de aprender.",
      ],
    },
    mid: {
      label: "Mid",
      responsibilities: [
        "Diseñar y entregar funcionalidades completas, de la idea a producción.",
        "Revisar el código del equipo con comentarios concretos y constructivos.",
        "Mejorar la calidad y el rendimiento del código existente.",
        "Colaborar con producto para estimar y dividir el trabajo.",
      ],
      requirements: [
        "Entre 2 y 5 años de experiencia profesional en un puesto similar.",
        "Autonomía para llevar una tarea de principio a fin.",
      ],
    },
    senior: {
      label: "Senior",
      responsibilities: [
        "Tomar decisiones técnicas y de arquitectura, y explicarlas por escrito.",
        "Acompañar el crecimiento de perfiles junior y mid con mentoría y revisiones.",
        "Detectar riesgos de rendimiento, seguridad y mantenimiento antes de que lleguen a producción.",
        "Liderar la resolución de incidencias complejas.",
      ],
      requirements: [
        "Más de 5 años de experiencia profesional en un puesto similar.",
        "Experiencia diseñando sistemas que funcionan en producción con usuarios reales.",
      ],
    },
    lead: {
      label: "Lead",
      responsibilities: [
        "Liderar técnicamente al equipo y definir su hoja de ruta junto a producto.",
        "Establecer las prácticas de calidad: revisiones, tests y despliegue continuo.",
        "Participar en la selección y el desarrollo de las personas del equipo.",
        "Representar al equipo en las decisiones técnicas de la empresa.",
      ],
      requirements: [
        "Más de 8 años de experiencia, con al menos 2 liderando equipos técnicos.",
        "Criterio para equilibrar deuda técnica, plazos y calidad.",
      ],
    },
  },
  modalities: {
    remoto: {
      label: "remota",
      text: "Trabajo 100% en remoto desde {location}, con horario flexible y reuniones de equipo en horas compartidas.",
    },
    hibrido: {
      label: "híbrida",
      text: "Modelo híbrido: combinamos días en la oficina de {location} con días de teletrabajo.",
    },
    presencial: {
      label: "presencial",
      text: "Trabajo presencial en nuestra oficina de {location}, junto al resto del equipo.",
    },
  },
  companyFallback: "nuestra empresa",
  locationFallback: "España",
};

/** Words of the writer's form and its output. */
export const REDACTOR_TEXTS = {
  roleLabel: "Rol",
  rolePlaceholder: "Ej: Desarrollador/a Java",
  levelLabel: "Nivel",
  modalityLabel: "Modalidad",
  stackLabel: "Stack (del catálogo de tecnologías)",
  stackPlaceholder: "Ej: k8s, Postgres…",
  addLabel: "Añadir",
  removeLabel: (name: string) => `Quitar ${name}`,
  stackEmptyHint: "Aún no has añadido ninguna tecnología.",
  notInCatalogue: (text: string) =>
    `No encontramos «${text}» en el catálogo. Revisa cómo se escribe o elige una de las sugerencias.`,
  alreadyAdded: (name: string) => `${name} ya está en el stack.`,
  companyLabel: "Empresa (opcional)",
  locationLabel: "Ciudad o país (opcional)",
  generateLabel: "Generar oferta",
  outputTitle: "Tu oferta",
  outputHint: "Revisa el texto y añade lo propio de tu empresa antes de publicarlo.",
  copyLabel: "Copiar texto",
  copied: "Texto copiado en formato Markdown.",
  copyFailed: "No se pudo copiar: selecciona el texto y cópialo a mano.",
  downloadMarkdown: "Descargar .md",
  downloadText: "Descargar .txt",
} as const;
