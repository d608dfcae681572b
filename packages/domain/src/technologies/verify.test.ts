import { describe, expect, it } from "vitest";
import { monogramFor } from "./icons";
import { compactTechnologyName, findTechnology, normaliseTechnologyName } from "./lookup";
import { checkResultFor, notDevelopmentMessage, verifyTechnology } from "./verify";

describe("normaliseTechnologyName", () => {
  it.each([
    ["  Node   JS ", "node js"],
    ["C#", "c#"],
    ["C++", "c++"],
    ["ASP.NET Core", "asp.net core"],
    ["Tecnología", "tecnologia"],
    ["GitLab CI/CD", "gitlab ci cd"],
    ["@playwright/test", "playwright test"],
  ])("normalises %j to %j", (text, expected) => {
    expect(normaliseTechnologyName(text)).toBe(expected);
  });

  it.each([
    ["react.js", "reactjs"],
    ["node js", "nodejs"],
    ["Spring-Boot", "springboot"],
    [".NET", "net"],
  ])("compacts %j to %j", (text, expected) => {
    expect(compactTechnologyName(text)).toBe(expected);
  });
});

describe("verifyTechnology", () => {
  it.each([
    // Exact names and keys, including the one- and two-letter ones.
    ["React", "react"],
    ["c", "c"],
    ["C", "c"],
    ["r", "r"],
    ["go", "go"],
    ["C#", "csharp"],
    ["c++", "cpp"],
    [".net", "dotnet"],
    // Aliases and other spellings.
    ["js", "javascript"],
    ["ts", "typescript"],
    ["k8s", "kubernetes"],
    ["postgres", "postgresql"],
    ["node.js", "nodejs"],
    ["node js", "nodejs"],
    ["NodeJS", "nodejs"],
    ["node", "nodejs"],
    ["react.js", "react"],
    ["reactjs", "react"],
    ["c sharp", "csharp"],
    ["golang", "go"],
    ["vue", "vue"],
    ["spring", "springboot"],
    ["  Ruby on Rails ", "rails"],
    ["Pytést", "pytest"],
    // Typos within the edit budget.
    ["kubernets", "kubernetes"],
    ["kuberentes", "kubernetes"],
    ["postgressql", "postgresql"],
    ["javascritp", "javascript"],
    ["pyhton", "python"],
    ["typscript", "typescript"],
    ["djnago", "django"],
    ["jaav", "java"],
    ["rbuy", "ruby"],
  ])("resolves %j to %s", (text, key) => {
    const verification = verifyTechnology(text);
    expect(verification.kind).toBe("technology");
    if (verification.kind === "technology") expect(verification.entry.key).toBe(key);
  });

  it.each([
    "xyz",
    "banana",
    "",
    "   ",
    "gx",
    "cc",
    "pasta",
    "madrid",
    "javascript es genial",
    // Four-letter words one letter away from a catalogue name are other things, not typos.
    "dark",
    "rest",
    "yaml",
    "nose",
  ])("leaves %j unknown", (text) => {
    expect(verifyTechnology(text)).toEqual({ kind: "unknown" });
  });

  it("does not read typos into very short names", () => {
    expect(findTechnology("rr")).toBeUndefined();
    expect(verifyTechnology("gp").kind).toBe("unknown");
  });

  it("returns the section 3.4 result with the entry", () => {
    const verification = verifyTechnology("react");
    if (verification.kind !== "technology") throw new Error("react should be a technology");
    const { result, entry } = verification;
    expect(result.technology).toBe("React");
    expect(result.family).toBe(entry.category);
    // Related technologies are catalogue keys; the checker shows their names.
    expect(result.relatedTechs).toEqual([
      "JavaScript",
      "TypeScript",
      "Next.js",
      "Redux",
      "Vite",
      "React Native",
    ]);
    expect(result.possibleStacks.some((name) => name === "MERN Stack" || name === "MERN")).toBe(true);
    for (const stack of entry.commonStacks) expect(result.possibleStacks).toContain(stack.name);
  });

  it("adds the stacks of the lookup tables without repeating one under two spellings", () => {
    const verification = verifyTechnology("mongo");
    if (verification.kind !== "technology") throw new Error("mongo should be a technology");
    const stacks = verification.result.possibleStacks;
    expect(new Set(stacks).size).toBe(stacks.length);
    expect(stacks.filter((name) => /^mern( stack)?$/i.test(name))).toHaveLength(1);
    expect(stacks.filter((name) => /^mean( stack)?$/i.test(name))).toHaveLength(1);
  });

  it("lists a technology only the lookup tables place in a stack", () => {
    const verification = verifyTechnology("mysql");
    if (verification.kind !== "technology") throw new Error("mysql should be a technology");
    expect(verification.result.possibleStacks.some((name) => /^lamp( stack)?$/i.test(name))).toBe(true);
    expect(verification.result.possibleStacks).toContain("Laravel + Vue");
  });
});

describe("checkResultFor", () => {
  it("builds an entry's result once and hands out that same read-only object to every spelling", () => {
    const entry = findTechnology("Kubernetes");
    if (!entry) throw new Error("Kubernetes is in the catalogue");
    const result = checkResultFor(entry);
    expect(checkResultFor(entry)).toBe(result);
    const viaAlias = verifyTechnology("k8s");
    expect(viaAlias.kind === "technology" ? viaAlias.result : undefined).toBe(result);
    expect(Object.isFrozen(result)).toBe(true);
    expect(result).toMatchObject({
      technology: "Kubernetes",
      relatedTechs: expect.arrayContaining(["Docker"]),
    });
  });
});

describe("notDevelopmentMessage", () => {
  it("names the text and keeps the phrase the checker looks for", () => {
    const message = notDevelopmentMessage("  Photoshop ");
    expect(message).toContain("tecnología de desarrollo");
    expect(message).toContain('"Photoshop"');
  });
});

describe("monogramFor", () => {
  it.each([
    ["React Native", "RN"],
    ["Visual Basic .NET", "VB"],
    ["Objective-C", "OC"],
    ["SvelteKit", "SK"],
    ["COBOL", "CO"],
    ["Java", "Ja"],
    ["C#", "C#"],
    ["R", "R"],
    ["k6", "K6"],
    ["Ésta", "Es"],
  ])("draws %j as %j", (name, expected) => {
    expect(monogramFor(name)).toBe(expected);
  });
});
