import { describe, expect, it } from "vitest";
import { TECHNOLOGIES } from "./catalogue/index";
import { resolveTechnology, searchTechnologies, TECHNOLOGY_SEARCH_LIMIT } from "./search";

describe("searchTechnologies", () => {
  it.each([
    // As the checker resolves them: aliases, spellings and typos come first.
    ["k8s", "kubernetes", "exact"],
    ["Kubernetes", "kubernetes", "exact"],
    ["postgres", "postgresql", "exact"],
    ["node.js", "nodejs", "exact"],
    ["C#", "csharp", "exact"],
    ["pyhton", "python", "typo"],
    ["kuberentes", "kubernetes", "typo"],
    // Beginnings of a spelling.
    ["kuber", "kubernetes", "prefix"],
    ["typesc", "typescript", "prefix"],
    ["djan", "django", "prefix"],
  ])("puts %j first as %s (%s)", (query, key, kind) => {
    const [first] = searchTechnologies(query);
    expect(first?.technology.key).toBe(key);
    expect(first?.kind).toBe(kind);
  });

  it.each(["", "   ", "¿?"])("suggests nothing for %j", (query) => {
    expect(searchTechnologies(query)).toEqual([]);
  });

  it("suggests nothing for text no spelling is close to", () => {
    expect(searchTechnologies("zzqqxx")).toEqual([]);
  });

  it("finds entries a spelling of which contains the text, after those starting with it", () => {
    const keys = searchTechnologies("script", 20).map((match) => match.technology.key);
    expect(keys).toContain("javascript");
    expect(keys).toContain("typescript");
    const kinds = searchTechnologies("sql", 20).map((match) => match.kind);
    expect(kinds.indexOf("partial")).toBeGreaterThan(kinds.lastIndexOf("prefix"));
  });

  it("lists each entry once and respects the limit", () => {
    const matches = searchTechnologies("re");
    expect(matches).toHaveLength(TECHNOLOGY_SEARCH_LIMIT);
    const keys = matches.map((match) => match.technology.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(searchTechnologies("re", 3)).toHaveLength(3);
    expect(searchTechnologies("react", 0)).toEqual([]);
  });
});

describe("resolveTechnology", () => {
  it.each([
    ["k8s", "kubernetes"],
    ["kubernets", "kubernetes"],
    ["golang", "go"],
    ["javascritp", "javascript"],
  ])("resolves %j to %s", (text, key) => {
    expect(resolveTechnology(text)?.key).toBe(key);
  });

  it.each(["banana", "dark", ""])("leaves %j unresolved", (text) => {
    expect(resolveTechnology(text)).toBeUndefined();
  });
});

describe("every catalogue entry", () => {
  it.each(TECHNOLOGIES.map((technology) => [technology.name, technology.key]))(
    "comes first when searched by its name %j",
    (name, key) => {
      expect(searchTechnologies(name)[0]).toMatchObject({ technology: { key }, kind: "exact" });
    },
  );
});
