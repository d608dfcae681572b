import { describe, expect, it } from "vitest";
import { TECHNOLOGIES } from "./catalogue/index";
import { CV_TEXT_MAX_LENGTH, findTechnologyMentions, groupMentionsByFamily } from "./mentions";

const keysIn = (text: string) => findTechnologyMentions(text).map((mention) => mention.technology.key);

describe("findTechnologyMentions", () => {
  it.each([
    ["Desarrollo APIs con Node.js y Express.", ["nodejs", "express"]],
    ["Experiencia en k8s y Docker", ["kubernetes", "docker"]],
    ["Bases de datos: Postgres, MongoDB", ["postgresql", "mongodb"]],
    ["Lenguajes: C, C++ y C#", ["c", "cpp", "csharp"]],
    ["Ruby on Rails y Ruby", ["ruby", "rails"]],
    ["Programo en Go desde 2019", ["go"]],
    ["ReactJS, Vue.js y Angular", ["react", "vue", "angular"]],
    ["Pytést y Jest para las pruebas", ["pytest", "jest"]],
  ])("finds the technologies of %j", (text, keys) => {
    expect(new Set(keysIn(text))).toEqual(new Set(keys));
  });

  it.each([
    // Everyday words and parts of other words are not technologies.
    "Mi experiencia es amplia y aplico los principios SOLID con María en el equipo.",
    "Javier trabajó en una gorra de reactividad, en la calle Mayor.",
    "Fui a la piscina; c) nada más; go a casa",
    "",
  ])("finds nothing in %j", (text) => {
    expect(keysIn(text)).toEqual([]);
  });

  it("reads a longer spelling once rather than its parts", () => {
    const [mention, ...rest] = findTechnologyMentions("Trabajo con ASP.NET Core a diario");
    expect(rest.map((other) => other.technology.key)).not.toContain("dotnet");
    expect(mention?.count).toBe(1);
  });

  it("counts mentions and keeps each spelling as written, once", () => {
    const [mention] = findTechnologyMentions("Kubernetes en producción; k8s también; KUBERNETES otra vez");
    expect(mention?.technology.key).toBe("kubernetes");
    expect(mention?.count).toBe(3);
    expect(mention?.writtenAs).toEqual(["Kubernetes", "k8s"]);
  });

  it("orders by tab, then by how often a technology is mentioned", () => {
    const keys = keysIn("Docker, React, React, Python, Vue");
    expect(keys).toEqual(["python", "react", "vue", "docker"]);
  });

  it("ignores text beyond the maximum length", () => {
    expect(keysIn(`${" ".repeat(CV_TEXT_MAX_LENGTH)} React`)).toEqual([]);
  });
});

describe("groupMentionsByFamily", () => {
  it("groups by tab in tab order, leaving out empty tabs", () => {
    const groups = groupMentionsByFamily(findTechnologyMentions("Docker, React y Python; PostgreSQL"));
    expect(groups.map((group) => group.family)).toEqual(["languages", "frontend", "database", "devops"]);
    expect(groups[0]?.label).toBe("Lenguajes de Programación");
    expect(groups.flatMap((group) => group.mentions)).toHaveLength(4);
  });

  it("is empty without mentions", () => {
    expect(groupMentionsByFamily([])).toEqual([]);
  });
});

describe("every catalogue entry", () => {
  it.each(TECHNOLOGIES.map((technology) => [technology.name, technology.key]))(
    "is found by its name %j in a sentence",
    (name, key) => {
      expect(keysIn(`Tres años de experiencia con ${name}.`)).toContain(key);
    },
  );
});
