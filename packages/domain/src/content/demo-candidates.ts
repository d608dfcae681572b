import type { DemoBenefit, DemoCandidate, IconStat } from "./types";

/** Fictitious candidates of the candidate-search mock-up; no real person is shown. */
export const DEMO_CANDIDATES: readonly DemoCandidate[] = [
  {
    name: "Laura Martín",
    role: "Desarrolladora Full Stack Sénior",
    technologies: ["React", "Node.js", "PostgreSQL"],
    score: 96,
    experience: "6 años",
    location: "Madrid",
    available: true,
  },
  {
    name: "Carlos Ruiz",
    role: "Ingeniero Backend",
    technologies: ["Java", "Spring Boot", "Kafka"],
    score: 92,
    experience: "8 años",
    location: "Barcelona",
    available: true,
  },
  {
    name: "Ana Torres",
    role: "Ingeniera DevOps",
    technologies: ["AWS", "Kubernetes", "Terraform"],
    score: 89,
    experience: "5 años",
    location: "Remoto",
    available: false,
  },
  {
    name: "Javier Moreno",
    role: "Desarrollador Mobile",
    technologies: ["Flutter", "Dart", "Firebase"],
    score: 87,
    experience: "3 años",
    location: "Valencia",
    available: true,
  },
];

/** Stat tiles above the sample candidates. */
export const CANDIDATE_SEARCH_STATS: readonly IconStat[] = [
  { value: "12", label: "candidatos en tu pool interno", icon: "Users" },
  { value: "30+", label: "tecnologías", icon: "Code2" },
  { value: "96%", label: "tasa de éxito", icon: "TrendingUp" },
  { value: "15", label: "nuevos hoy", icon: "UserPlus" },
];

/** The mock-up copies an English admin UI, so its pagination stays in English as in the original. */
export const CANDIDATE_SEARCH_PAGINATION = "Showing 1-4 of 12";

/** Title of the candidate modal: the 'could be your next hire' idea with the candidate's name inserted. */
export function candidateNextHireTitle(name: string): string {
  return `${name} podría ser tu próxima contratación`;
}

/** The three benefit blocks of the candidate modal. */
export const CANDIDATE_MODAL_BENEFITS: readonly DemoBenefit[] = [
  {
    title: "Habilidades técnicas verificadas",
    description:
      "Cada candidato ha superado evaluaciones técnicas reales: ves su nivel medido, no lo que dice su CV.",
    icon: "BadgeCheck",
  },
  {
    title: "Informe detallado por prueba",
    description:
      "Consulta la puntuación de cada prueba, sus fortalezas y sus áreas de mejora antes de la primera entrevista.",
    icon: "FileText",
  },
  {
    title: "Contacto directo y sin intermediarios",
    description:
      "Propón un match y, si el candidato acepta, habláis directamente. Sin comisiones de agencia.",
    icon: "Handshake",
  },
];

/** Heading of the match explainer. */
export const MATCH_EXPLAINER_TITLE = "¿Cómo funciona el Match?";

/** The three promises of the match explainer (section 2.4). */
export const MATCH_EXPLAINER_POINTS: readonly DemoBenefit[] = [
  {
    title: "El candidato siempre tiene el poder de elegir",
    description:
      "Tu propuesta le llega de forma anónima y es el candidato quien decide si quiere conectar y qué comparte.",
    icon: "UserCheck",
  },
  {
    title: "100% anónimo para los candidatos",
    description:
      "Las empresas solo ven estadísticas agregadas y resultados técnicos, nunca datos personales.",
    icon: "EyeOff",
  },
  {
    title: "Gratis para empresas",
    description: "Proponer un match no tiene coste durante el acceso beta.",
    icon: "Gift",
  },
];
