import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TECHNOLOGIES } from "./catalogue/index";
import { summariesInFamily } from "./light-index";
import { technologiesInFamily } from "./lookup";
import { TECHNOLOGY_SUMMARIES } from "./summaries";
import { TECHNOLOGY_FAMILIES } from "./types";

describe("light technology index", () => {
  it("lists exactly the catalogue's key, name and family, in catalogue order", () => {
    const expected = TECHNOLOGIES.map(({ key, name, family }) => ({ key, name, family }));
    expect(TECHNOLOGY_SUMMARIES, JSON.stringify(expected)).toEqual(expected);
  });

  it.each(TECHNOLOGY_FAMILIES)("gives the %s tab the catalogue's entries", (family) => {
    expect(summariesInFamily(family).map((entry) => entry.key)).toEqual(
      technologiesInFamily(family).map((technology) => technology.key),
    );
  });

  it("never reaches the catalogue, so the tabs stay light", () => {
    for (const file of ["light-index.ts", "summaries.ts", "labels.ts", "icons.ts"]) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
      expect(source, file).not.toMatch(/from\s+["']\.\/(catalogue|lookup|verify)/);
    }
  });
});
