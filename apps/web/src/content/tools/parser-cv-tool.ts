// The analyser's words, apart from the page copy so the first view does not carry them.

import { formatNumber } from "@nivelia/domain/calculator";

/** Words of the analyser. */
export const PARSER_CV_TEXTS = {
  privacyNote: "El análisis se hace en tu navegador: el CV no se sube a ningún servidor ni se guarda.",
  textLabel: "Texto del CV",
  textPlaceholder: "Pega aquí el texto del currículum…",
  characters: (count: number, max: number) => `${formatNumber(count)} de ${formatNumber(max)} caracteres`,
  analyseLabel: "Analizar CV",
  sampleLabel: "Probar con un CV de ejemplo",
  clearLabel: "Borrar",
  emptyText: "Pega el texto de un CV para analizarlo.",
  resultTitle: "Tecnologías encontradas",
  resultSummary: (technologies: number, families: number) =>
    technologies === 1
      ? "1 tecnología en 1 familia."
      : `${technologies} tecnologías en ${families} ${families === 1 ? "familia" : "familias"}.`,
  noneFound:
    "No hemos encontrado ninguna tecnología del catálogo en este texto. Comprueba que has pegado el CV completo.",
  mentions: (count: number) => (count === 1 ? "1 mención" : `${count} menciones`),
  writtenAs: "escrito como",
  profileLinkHint: "Abre la ficha de cada tecnología para saber qué es.",
} as const;

/** A fictitious CV to try the analyser with; nobody real. */
export const SAMPLE_CV_TEXT = `Laura Gómez — Desarrolladora full stack (perfil ficticio)

Experiencia
2021 – actualidad · Fintech de pagos, Madrid
- Desarrollo de APIs REST con Node.js, Express y TypeScript sobre PostgreSQL.
- Frontend en ReactJS con Next.js; tests con Jest y Playwright.
- Despliegues en AWS con Docker y k8s; pipelines en GitHub Actions.

2018 – 2021 · Consultora tecnológica, Valencia
- Mantenimiento de aplicaciones en PHP (Laravel) y MySQL.
- Scripts de automatización en Python y Bash.
- Caché con Redis y colas con RabbitMQ.

Formación
Grado en Ingeniería Informática. Cursos de Go y de Terraform.

Idiomas: español (nativo), inglés (C1).`;
