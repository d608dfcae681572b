/** A live session: upcoming ones take sign-ups; the recording of a past one is sent on request. */
export interface Webinar {
  /** The URL-safe id the sign-up form sends. */
  readonly id: string;
  readonly title: string;
  /** ISO date (YYYY-MM-DD) and Madrid time of the session. */
  readonly date: string;
  readonly time: string;
  readonly durationMinutes: number;
  readonly speakers: string;
  readonly description: string;
}

export const WEBINARS: readonly Webinar[] = [
  {
    id: "coste-real-cribado-tecnico",
    title: "Cuánto os cuesta de verdad el cribado técnico",
    date: "2026-12-10",
    time: "17:00",
    durationMinutes: 45,
    speakers: "Equipo de Producto de Nivelia",
    description:
      "Calculamos en directo, con la calculadora de costes, las horas de People y de ingeniería sénior que se van en filtrar candidatos, y vemos qué palancas las reducen sin bajar el listón.",
  },
  {
    id: "ia-en-seleccion-y-reglamento-europeo",
    title: "IA en selección y Reglamento Europeo de IA: qué cambia",
    date: "2027-01-21",
    time: "17:00",
    durationMinutes: 60,
    speakers: "Equipos de IA de evaluación y de Privacidad de Nivelia",
    description:
      "Qué obligaciones tienen las empresas que usan IA para evaluar candidatos, qué significa la supervisión humana en la práctica y cómo explicar una puntuación a un candidato.",
  },
  {
    id: "due-diligence-squads-externos",
    title: "Due diligence de squads externos con datos",
    date: "2027-02-18",
    time: "17:00",
    durationMinutes: 45,
    speakers: "Equipo de Contenido técnico de Nivelia",
    description:
      "Cómo evaluar persona a persona a un equipo subcontratado, comparar proveedores con los mismos criterios y llevar las conclusiones al contrato.",
  },
  {
    id: "contratar-por-habilidades",
    title: "Contratar por habilidades, no por CV",
    date: "2026-10-22",
    time: "17:00",
    durationMinutes: 45,
    speakers: "Equipo de Contenido técnico de Nivelia",
    description:
      "Cómo escribir el perfil de habilidades de una vacante, elegir tres pruebas que se parezcan al trabajo y corregirlas con una rúbrica.",
  },
  {
    id: "feedback-candidatos-15-minutos",
    title: "Feedback a cada candidato en 15 minutos",
    date: "2026-09-24",
    time: "17:00",
    durationMinutes: 30,
    speakers: "Equipo de Producto de Nivelia",
    description:
      "Recorrido por un informe de feedback real: qué ve la empresa, qué recibe el candidato y cómo se usa para decidir el mismo día.",
  },
];

/** Sessions from `today` on, soonest first, and earlier ones, latest first. */
export function splitWebinars(today: string, webinars: readonly Webinar[] = WEBINARS) {
  const upcoming = webinars
    .filter((webinar) => webinar.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const past = webinars
    .filter((webinar) => webinar.date < today)
    .sort((a, b) => b.date.localeCompare(a.date));
  return { upcoming, past };
}
