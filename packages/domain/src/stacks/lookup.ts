import type { StackLookupEntry } from "./types";

/**
 * Stacks the custom-stack check recognises, keyed by the lowercase text it matches (section 3.3).
 * Key order matters: the check takes the first key that matches.
 */
export const STACK_LOOKUP = {
  mern: { name: "MERN", components: ["MongoDB", "Express", "React", "Node.js"] },
  mean: { name: "MEAN", components: ["MongoDB", "Express", "Angular", "Node.js"] },
  lamp: { name: "LAMP", components: ["Linux", "Apache HTTP Server", "MySQL", "PHP"] },
  "django react": { name: "Django + React", components: ["Python", "Django", "React", "PostgreSQL"] },
  "spring boot": { name: "Spring Boot", components: ["Java", "Spring Boot", "Hibernate", "PostgreSQL"] },
  "laravel vue": { name: "Laravel + Vue", components: ["PHP", "Laravel", "Vue.js", "MySQL"] },
  ".net core": { name: ".NET Core", components: ["C#", ".NET", "SQL Server", "Microsoft Azure"] },
  "flutter node": {
    name: "Flutter + Node",
    components: ["Dart", "Flutter", "Node.js", "Express", "MongoDB"],
  },
  "ruby on rails": { name: "Ruby on Rails", components: ["Ruby", "Ruby on Rails", "PostgreSQL", "Redis"] },
  "fastapi react": { name: "FastAPI + React", components: ["Python", "FastAPI", "React", "PostgreSQL"] },
  nextjs: { name: "Next.js", components: ["TypeScript", "React", "Next.js", "Tailwind CSS", "Vercel"] },
  nuxt: { name: "Nuxt", components: ["TypeScript", "Vue.js", "Nuxt", "Node.js"] },
  // JAMstack is JavaScript + APIs + Markup: a static-site generator, an API layer and a CDN host implement it.
  jam: { name: "JAM", components: ["JavaScript", "Gatsby", "GraphQL", "Netlify"] },
  pern: { name: "PERN", components: ["PostgreSQL", "Express", "React", "Node.js"] },
  // GRAND's Apollo is not in the catalogue, so its Node.js runtime stands in for it.
  grand: { name: "GRAND", components: ["GraphQL", "React", "Node.js", "Neo4j"] },
} as const satisfies Readonly<Record<string, StackLookupEntry>>;

export type StackLookupKey = keyof typeof STACK_LOOKUP;

/** Technology words the custom-stack check maps to the stack they belong to, in match order (section 3.3). */
export const TECH_TO_STACK = {
  react: "MERN Stack",
  express: "MERN Stack",
  mongodb: "MERN Stack",
  node: "MERN Stack",
  angular: "MEAN Stack",
  vue: "Laravel + Vue",
  laravel: "Laravel + Vue",
  php: "Laravel + Vue",
  django: "Django + React",
  postgresql: "Django + React",
  python: "Django + React",
  spring: "Spring Boot",
  java: "Spring Boot",
  ".net": ".NET Core",
  "c#": ".NET Core",
  flutter: "Flutter + Node",
  dart: "Flutter + Node",
  mysql: "LAMP Stack",
} as const satisfies Readonly<Record<string, string>>;

/** The main technologies the quick search answers 'supported' for, by catalogue display name (section 3.3). */
export const QUICK_SEARCH_TECHNOLOGIES: readonly string[] = [
  // Languages
  "JavaScript",
  "TypeScript",
  "Python",
  "Java",
  "C#",
  "C++",
  "C",
  "Go",
  "Rust",
  "PHP",
  "Ruby",
  "Kotlin",
  "Swift",
  "Dart",
  "Scala",
  "SQL",
  // Frontend and mobile
  "React",
  "Angular",
  "Vue.js",
  "Svelte",
  "Next.js",
  "Nuxt",
  "SvelteKit",
  "jQuery",
  "Redux",
  "React Native",
  "Flutter",
  // Backend
  "Node.js",
  "Express",
  "NestJS",
  "Fastify",
  "Django",
  "Flask",
  "FastAPI",
  "Spring Boot",
  ".NET",
  "Laravel",
  "Symfony",
  "Ruby on Rails",
  "GraphQL",
  // Databases
  "PostgreSQL",
  "MySQL",
  "MariaDB",
  "SQLite",
  "Oracle Database",
  "SQL Server",
  "MongoDB",
  "Redis",
  "Apache Cassandra",
  "Amazon DynamoDB",
  "Neo4j",
  "Elasticsearch",
  "Firebase",
  "Supabase",
  "Prisma",
  // DevOps and cloud
  "Docker",
  "Kubernetes",
  "Amazon Web Services",
  "Microsoft Azure",
  "Google Cloud",
  "Terraform",
  "Jenkins",
  "GitHub Actions",
  "GitLab CI/CD",
  "Prometheus",
  "Grafana",
  "NGINX",
  "Linux",
  "Git",
  "Apache Kafka",
  "RabbitMQ",
  // Testing and UI
  "Jest",
  "Vitest",
  "Cypress",
  "Playwright",
  "Selenium",
  "JUnit",
  "pytest",
  "Tailwind CSS",
  "Bootstrap",
];

/** Joins components the way the card and the custom-stack result show them. */
export function formatComposition(components: readonly string[]): string {
  return components.join(" • ");
}

/** Finds the lookup entry of a stack named as in TECH_TO_STACK ('MERN Stack' → mern, 'Django + React' → 'django react'). */
export function findLookupEntryByStackName(stackName: string): StackLookupEntry | undefined {
  const key = stackName
    .toLowerCase()
    .replace(/\s+stack$/, "")
    .replace(/\s*\+\s*/g, " ")
    .trim();
  const lookup: Readonly<Record<string, StackLookupEntry>> = STACK_LOOKUP;
  // hasOwn keeps inherited names such as 'constructor' from passing as stacks.
  return Object.hasOwn(lookup, key) ? lookup[key] : undefined;
}
