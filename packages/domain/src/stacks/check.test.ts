import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BRAND } from "../brand";
import { CUSTOM_STACK_RESULT_MS, checkCustomStack, QUICK_SEARCH_RESULT_MS, quickSearch } from "./check";
import { findLookupEntryByStackName, QUICK_SEARCH_TECHNOLOGIES, TECH_TO_STACK } from "./lookup";

const MERN = "Stack completo: MongoDB • Express • React • Node.js";

describe("checkCustomStack", () => {
  describe("every stack lookup key gives its stack and composition", () => {
    it.each([
      ["mern", "MERN", "MongoDB • Express • React • Node.js"],
      ["mean", "MEAN", "MongoDB • Express • Angular • Node.js"],
      ["lamp", "LAMP", "Linux • Apache HTTP Server • MySQL • PHP"],
      ["django react", "DJANGO + REACT", "Python • Django • React • PostgreSQL"],
      ["spring boot", "SPRING BOOT", "Java • Spring Boot • Hibernate • PostgreSQL"],
      ["laravel vue", "LARAVEL + VUE", "PHP • Laravel • Vue.js • MySQL"],
      [".net core", ".NET CORE", "C# • .NET • SQL Server • Microsoft Azure"],
      ["flutter node", "FLUTTER + NODE", "Dart • Flutter • Node.js • Express • MongoDB"],
      ["ruby on rails", "RUBY ON RAILS", "Ruby • Ruby on Rails • PostgreSQL • Redis"],
      ["fastapi react", "FASTAPI + REACT", "Python • FastAPI • React • PostgreSQL"],
      ["nextjs", "NEXT.JS", "TypeScript • React • Next.js • Tailwind CSS • Vercel"],
      ["nuxt", "NUXT", "TypeScript • Vue.js • Nuxt • Node.js"],
      ["jam", "JAM", "JavaScript • Gatsby • GraphQL • Netlify"],
      ["pern", "PERN", "PostgreSQL • Express • React • Node.js"],
      ["grand", "GRAND", "GraphQL • React • Node.js • Neo4j"],
    ])("%s", (text, stack, composition) => {
      expect(checkCustomStack(text)).toEqual({
        kind: "stack",
        title: `¡Sí! Soportamos ${stack} Stack`,
        detail: `Composición: ${composition}`,
      });
    });
  });

  // Stack keys are tried first, so a word that is part of a key ('react' in 'django react') finds that stack.
  describe("every technology-to-stack word", () => {
    it.each([
      ["react", { kind: "stack", title: "¡Sí! Soportamos DJANGO + REACT Stack" }],
      ["express", { kind: "technology", title: "express es parte de MERN Stack", detail: MERN }],
      ["mongodb", { kind: "technology", title: "mongodb es parte de MERN Stack", detail: MERN }],
      ["node", { kind: "stack", title: "¡Sí! Soportamos FLUTTER + NODE Stack" }],
      [
        "angular",
        {
          kind: "technology",
          title: "angular es parte de MEAN Stack",
          detail: "Stack completo: MongoDB • Express • Angular • Node.js",
        },
      ],
      ["vue", { kind: "stack", title: "¡Sí! Soportamos LARAVEL + VUE Stack" }],
      ["laravel", { kind: "stack", title: "¡Sí! Soportamos LARAVEL + VUE Stack" }],
      [
        "php",
        {
          kind: "technology",
          title: "php es parte de Laravel + Vue",
          detail: "Stack completo: PHP • Laravel • Vue.js • MySQL",
        },
      ],
      ["django", { kind: "stack", title: "¡Sí! Soportamos DJANGO + REACT Stack" }],
      [
        "postgresql",
        {
          kind: "technology",
          title: "postgresql es parte de Django + React",
          detail: "Stack completo: Python • Django • React • PostgreSQL",
        },
      ],
      [
        "python",
        {
          kind: "technology",
          title: "python es parte de Django + React",
          detail: "Stack completo: Python • Django • React • PostgreSQL",
        },
      ],
      ["spring", { kind: "stack", title: "¡Sí! Soportamos SPRING BOOT Stack" }],
      [
        "java",
        {
          kind: "technology",
          title: "java es parte de Spring Boot",
          detail: "Stack completo: Java • Spring Boot • Hibernate • PostgreSQL",
        },
      ],
      [".net", { kind: "stack", title: "¡Sí! Soportamos .NET CORE Stack" }],
      [
        "c#",
        {
          kind: "technology",
          title: "c# es parte de .NET Core",
          detail: "Stack completo: C# • .NET • SQL Server • Microsoft Azure",
        },
      ],
      ["flutter", { kind: "stack", title: "¡Sí! Soportamos FLUTTER + NODE Stack" }],
      [
        "dart",
        {
          kind: "technology",
          title: "dart es parte de Flutter + Node",
          detail: "Stack completo: Dart • Flutter • Node.js • Express • MongoDB",
        },
      ],
      [
        "mysql",
        {
          kind: "technology",
          title: "mysql es parte de LAMP Stack",
          detail: "Stack completo: Linux • Apache HTTP Server • MySQL • PHP",
        },
      ],
    ])("%s", (text, expected) => {
      expect(checkCustomStack(text)).toMatchObject(expected);
    });

    it("covers every key of the table", () => {
      expect(Object.keys(TECH_TO_STACK)).toHaveLength(18);
    });

    it("knows the composition of every stack the table names", () => {
      for (const stackName of Object.values(TECH_TO_STACK)) {
        expect(findLookupEntryByStackName(stackName), stackName).toBeDefined();
      }
    });
  });

  describe("matching", () => {
    it.each([
      ["MERN", "¡Sí! Soportamos MERN Stack"],
      ["  Ruby On Rails  ", "¡Sí! Soportamos RUBY ON RAILS Stack"],
      ["JAM", "¡Sí! Soportamos JAM Stack"],
      // Text contains a key.
      ["mern stack", "¡Sí! Soportamos MERN Stack"],
      ["Stack LAMP con PHP 8", "¡Sí! Soportamos LAMP Stack"],
      // A key contains the text.
      ["rails", "¡Sí! Soportamos RUBY ON RAILS Stack"],
      ["fast", "¡Sí! Soportamos FASTAPI + REACT Stack"],
      // Specified two-way containment: one letter is inside 'mean', the first key that has an 'a'.
      ["a", "¡Sí! Soportamos MEAN Stack"],
    ])("%j gives %s", (text, title) => {
      expect(checkCustomStack(text)).toMatchObject({ kind: "stack", title });
    });

    it("keeps the text as typed (trimmed) in the technology title", () => {
      expect(checkCustomStack("  MySQL ")).toMatchObject({
        kind: "technology",
        title: "MySQL es parte de LAMP Stack",
      });
    });

    it("matches a technology word inside longer text, as the spec's two-way rule says", () => {
      // 'javascript' contains 'java', so it lands on Spring Boot: the specified behaviour, kept on purpose.
      expect(checkCustomStack("JavaScript")).toMatchObject({
        kind: "technology",
        title: "JavaScript es parte de Spring Boot",
      });
    });
  });

  it.each(["COBOL", "Elixir", "zig"])("reports %s as not found, as typed", (text) => {
    expect(checkCustomStack(` ${text} `)).toEqual({
      kind: "not-found",
      title: `No encontramos "${text}". Contacta con nuestro equipo para añadirlo.`,
    });
  });

  it.each(["", "   ", "\t\n"])("does nothing for blank input %j", (text) => {
    expect(checkCustomStack(text)).toEqual({ kind: "none" });
  });

  it("returns none only for blank input, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(checkCustomStack(text).kind === "none").toBe(text.trim() === "");
      }),
    );
  });
});

describe("quickSearch", () => {
  it.each([
    ["React", "React"],
    ["react", "react"],
    ["POSTGRESQL", "POSTGRESQL"],
    ["  Docker  ", "Docker"],
    // Substring of an entry: 'script' is inside JavaScript and TypeScript.
    ["script", "script"],
    ["kube", "kube"],
    ["c#", "c#"],
  ])("supports %j", (text, shown) => {
    expect(quickSearch(text)).toEqual({
      status: "supported",
      message: `¡Sí! ${BRAND.productName} soporta ${shown}.`,
    });
  });

  it.each([
    ["COBOL", "COBOL"],
    [" Fortran ", "Fortran"],
    // One-way: the entry must contain the text, not the other way round.
    ["react js", "react js"],
  ])("does not find %j", (text, shown) => {
    expect(quickSearch(text)).toEqual({
      status: "not-found",
      message: `No encontramos ${shown} en nuestra lista principal. Contacta con nuestro equipo para añadirlo.`,
    });
  });

  it.each(["", "  ", "\n"])("does nothing for blank input %j", (text) => {
    expect(quickSearch(text)).toEqual({ status: "none" });
  });

  it("supports any part of any listed technology, in any case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUICK_SEARCH_TECHNOLOGIES),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (name, a, b, upper) => {
          const start = a % name.length;
          const end = start + 1 + (b % (name.length - start));
          const part = name.slice(start, end);
          fc.pre(part.trim() !== "");
          const text = upper ? part.toUpperCase() : part.toLowerCase();
          expect(quickSearch(text).status).toBe("supported");
        },
      ),
    );
  });
});

describe("result timings", () => {
  it("match section 9", () => {
    expect(QUICK_SEARCH_RESULT_MS).toBe(3000);
    expect(CUSTOM_STACK_RESULT_MS).toBe(5000);
  });
});

describe("findLookupEntryByStackName", () => {
  it.each([
    ["MERN Stack", "MERN"],
    ["LAMP Stack", "LAMP"],
    ["Django + React", "Django + React"],
    [".NET Core", ".NET Core"],
    ["Flutter + Node", "Flutter + Node"],
  ])("%s → %s", (stackName, name) => {
    expect(findLookupEntryByStackName(stackName)?.name).toBe(name);
  });

  it.each(["Tu Stack", "constructor", "toString", ""])("knows nothing of %j", (stackName) => {
    expect(findLookupEntryByStackName(stackName)).toBeUndefined();
  });
});
