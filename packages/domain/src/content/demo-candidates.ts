import type { DemoCandidate, IconStat } from "./types";

/** Fictitious candidates of the candidate-search mock-up; no real person is shown. */
export const DEMO_CANDIDATES: readonly DemoCandidate[] = [
  {
    name: "Laura Martín",
    role: "Desarrolladora Full Stack Senior",
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
