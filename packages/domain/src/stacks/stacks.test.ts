import { describe, expect, it } from "vitest";
import { BRAND } from "../brand";
import { QUICK_SEARCH_TECHNOLOGIES, STACK_LOOKUP, TECH_TO_STACK } from "./lookup";
import { CUSTOM_STACK_NAME, STACKS } from "./stacks";
import { LEARNING_CURVES, STACK_POPULARITY_LEVELS } from "./types";

// Display names the technology catalogue uses; lookups and the quick-search list may only name these.
const CATALOGUE_NAMES = new Set([
  ...["JavaScript", "TypeScript", "Python", "Java", "C#", "C++", "C", "Go", "Rust", "PHP", "Ruby", "Kotlin"],
  ...[
    "Swift",
    "Dart",
    "Scala",
    "R",
    "Elixir",
    "Haskell",
    "Lua",
    "Perl",
    "Objective-C",
    "Julia",
    "Bash",
    "SQL",
  ],
  ...["React", "Angular", "Vue.js", "Svelte", "Next.js", "Nuxt", "SvelteKit", "Remix", "SolidJS", "Astro"],
  ...["jQuery", "Redux", "React Native", "Flutter", "Ionic", "Electron", "Node.js", "Express", "NestJS"],
  ...["Fastify", "Deno", "Bun", "Django", "Flask", "FastAPI", "Spring Boot", "Quarkus", ".NET", "Laravel"],
  ...["Symfony", "Ruby on Rails", "Phoenix", "Gin", "GraphQL", "gRPC", "PostgreSQL", "MySQL", "MariaDB"],
  ...["SQLite", "Oracle Database", "SQL Server", "MongoDB", "Redis", "Apache Cassandra", "Amazon DynamoDB"],
  ...[
    "Neo4j",
    "Elasticsearch",
    "Firebase",
    "Supabase",
    "Prisma",
    "Docker",
    "Kubernetes",
    "Amazon Web Services",
  ],
  ...["Microsoft Azure", "Google Cloud", "Terraform", "Ansible", "Jenkins", "GitHub Actions", "GitLab CI/CD"],
  ...["Helm", "Prometheus", "Grafana", "NGINX", "Linux", "Git", "Apache Kafka", "RabbitMQ", "Jest", "Vitest"],
  ...[
    "Cypress",
    "Playwright",
    "Selenium",
    "JUnit",
    "pytest",
    "Tailwind CSS",
    "Bootstrap",
    "Sass",
    "Material UI",
  ],
  ...["Apache HTTP Server", "Hibernate", "Gatsby", "Netlify", "Vercel"],
]);

describe("STACKS", () => {
  it("has exactly the eight cards, in order", () => {
    expect(STACKS.map((stack) => stack.name)).toEqual([
      "MERN Stack",
      "MEAN Stack",
      "Django + React",
      "Spring Boot",
      "Laravel + Vue",
      ".NET Core",
      "Flutter + Node",
      "Tu Stack",
    ]);
  });

  it("has unique keys", () => {
    const keys = STACKS.map((stack) => stack.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("ends with the custom card, 'Personalizado 100%', and no companies", () => {
    const custom = STACKS.at(-1);
    expect(custom?.name).toBe(CUSTOM_STACK_NAME);
    expect(custom?.composition).toBe("Personalizado 100%");
    expect(custom?.companiesUsing).toEqual([]);
    expect(custom?.description).toContain(BRAND.productName);
  });

  it("shows the lookup composition on the other cards", () => {
    expect(STACKS[0]?.composition).toBe("MongoDB • Express • React • Node.js");
    expect(STACKS[5]?.composition).toBe("C# • .NET • SQL Server • Microsoft Azure");
  });

  describe.each(STACKS.map((stack) => [stack.name, stack] as const))("%s", (name, stack) => {
    it("has every text field filled", () => {
      for (const text of [
        stack.key,
        stack.name,
        stack.icon,
        stack.fullName,
        stack.description,
        stack.composition,
      ]) {
        expect(text.trim()).not.toBe("");
      }
    });

    it("has a lucide-style icon name", () => {
      expect(stack.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    });

    it("has non-empty technology groups", () => {
      expect(stack.technologies.length).toBeGreaterThan(0);
      for (const group of stack.technologies) {
        expect(group.category.trim()).not.toBe("");
        expect(group.items.length).toBeGreaterThan(0);
        for (const item of group.items) expect(item.trim()).not.toBe("");
      }
    });

    it("has advantages, use cases and, unless custom, companies", () => {
      const lists = [stack.advantages, stack.useCases];
      if (name !== CUSTOM_STACK_NAME) lists.push(stack.companiesUsing);
      for (const list of lists) {
        expect(list.length).toBeGreaterThan(0);
        for (const entry of list) expect(entry.trim()).not.toBe("");
      }
    });

    it("uses the allowed labels", () => {
      expect(LEARNING_CURVES).toContain(stack.learningCurve);
      expect(STACK_POPULARITY_LEVELS).toContain(stack.popularity);
    });
  });
});

describe("STACK_LOOKUP", () => {
  it("has exactly the keys of section 3.3, in order", () => {
    expect(Object.keys(STACK_LOOKUP)).toEqual([
      "mern",
      "mean",
      "lamp",
      "django react",
      "spring boot",
      "laravel vue",
      ".net core",
      "flutter node",
      "ruby on rails",
      "fastapi react",
      "nextjs",
      "nuxt",
      "jam",
      "pern",
      "grand",
    ]);
  });

  it.each(Object.entries(STACK_LOOKUP))("%s has 3 to 5 distinct catalogue technologies", (_key, entry) => {
    expect(entry.name.trim()).not.toBe("");
    expect(entry.components.length).toBeGreaterThanOrEqual(3);
    expect(entry.components.length).toBeLessThanOrEqual(5);
    expect(new Set(entry.components).size).toBe(entry.components.length);
    for (const component of entry.components) expect(CATALOGUE_NAMES).toContain(component);
  });
});

describe("TECH_TO_STACK", () => {
  it("is exactly the table of section 3.3, in order", () => {
    expect(Object.entries(TECH_TO_STACK)).toEqual([
      ["react", "MERN Stack"],
      ["express", "MERN Stack"],
      ["mongodb", "MERN Stack"],
      ["node", "MERN Stack"],
      ["angular", "MEAN Stack"],
      ["vue", "Laravel + Vue"],
      ["laravel", "Laravel + Vue"],
      ["php", "Laravel + Vue"],
      ["django", "Django + React"],
      ["postgresql", "Django + React"],
      ["python", "Django + React"],
      ["spring", "Spring Boot"],
      ["java", "Spring Boot"],
      [".net", ".NET Core"],
      ["c#", ".NET Core"],
      ["flutter", "Flutter + Node"],
      ["dart", "Flutter + Node"],
      ["mysql", "LAMP Stack"],
    ]);
  });
});

describe("QUICK_SEARCH_TECHNOLOGIES", () => {
  it("has about 80 entries", () => {
    expect(QUICK_SEARCH_TECHNOLOGIES.length).toBeGreaterThanOrEqual(75);
    expect(QUICK_SEARCH_TECHNOLOGIES.length).toBeLessThanOrEqual(85);
  });

  it("has no duplicates, ignoring case", () => {
    const lower = QUICK_SEARCH_TECHNOLOGIES.map((name) => name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it("names only catalogue technologies", () => {
    for (const name of QUICK_SEARCH_TECHNOLOGIES) expect(CATALOGUE_NAMES).toContain(name);
  });
});
