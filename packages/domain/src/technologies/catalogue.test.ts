import * as simpleIcons from "simple-icons";
import { describe, expect, it } from "vitest";
import { QUICK_SEARCH_TECHNOLOGIES, STACK_LOOKUP, STACKS, TECH_TO_STACK } from "../stacks/index";
import { TECHNOLOGIES, TECHNOLOGY_FAMILY_LABELS } from "./catalogue/index";
import { monogramFor, technologyIconPath } from "./icons";
import { TECHNOLOGY_COUNT_CLAIM } from "./labels";
import { technologyNames, technologySummaryByKey } from "./light-index";
import {
  compactTechnologyName,
  findTechnology,
  normaliseTechnologyName,
  TECHNOLOGIES_BY_KEY,
  technologiesInFamily,
  technologySpellings,
} from "./lookup";
import { POPULARITY_LEVELS, TECHNOLOGY_FAMILIES, type TechnologyFamily } from "./types";

const ICON_SLUGS = new Set(Object.values(simpleIcons).map((icon) => icon.slug));

// Tab sizes of the supported-technologies section (section 3.1).
const FAMILY_SIZES: Record<TechnologyFamily, number> = {
  languages: 37,
  frontend: 29,
  backend: 36,
  database: 29,
  devops: 49,
  testing: 37,
};

describe("TECHNOLOGIES", () => {
  it.each(TECHNOLOGY_FAMILIES)("has the expected number of %s entries", (family) => {
    expect(technologiesInFamily(family)).toHaveLength(FAMILY_SIZES[family]);
  });

  it("has every tab's entries, grouped by tab in display order", () => {
    expect(TECHNOLOGIES).toHaveLength(Object.values(FAMILY_SIZES).reduce((sum, size) => sum + size, 0));
    const familyOrder = TECHNOLOGIES.map((technology) => TECHNOLOGY_FAMILIES.indexOf(technology.family));
    expect(familyOrder).toEqual([...familyOrder].sort((a, b) => a - b));
    expect(Object.keys(TECHNOLOGY_FAMILY_LABELS)).toEqual([...TECHNOLOGY_FAMILIES]);
  });

  it("has as many entries as the copy claims", () => {
    expect(TECHNOLOGIES.length).toBeGreaterThan(TECHNOLOGY_COUNT_CLAIM.moreThan);
    expect(TECHNOLOGY_COUNT_CLAIM.text).toBe(`más de ${TECHNOLOGY_COUNT_CLAIM.moreThan}`);
  });

  it("has unique lowercase alphanumeric keys", () => {
    const keys = TECHNOLOGIES.map((technology) => technology.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+$/);
    expect(TECHNOLOGIES_BY_KEY.size).toBe(keys.length);
  });

  it.each([
    ["normalised", normaliseTechnologyName],
    ["compact", compactTechnologyName],
  ] as const)("has no %s spelling shared by two entries", (_, toForm) => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const technology of TECHNOLOGIES) {
      for (const form of new Set(technologySpellings(technology).map(toForm))) {
        const owner = owners.get(form);
        if (owner && owner !== technology.key) clashes.push(`${form}: ${owner} / ${technology.key}`);
        owners.set(form, technology.key);
      }
    }
    expect(clashes).toEqual([]);
  });

  describe.each(TECHNOLOGIES.map((technology) => [technology.key, technology] as const))(
    "%s",
    (_, technology) => {
      it("fills every text field", () => {
        for (const text of [
          technology.name,
          technology.category,
          technology.description,
          technology.creator,
          technology.currentVersion,
        ]) {
          expect(text.trim()).not.toBe("");
          expect(text).toBe(text.trim());
        }
      });

      it("has six other related technologies, three stacks of four and four curiosities", () => {
        expect(technology.relatedTech).toHaveLength(6);
        expect(new Set(technology.relatedTech).size).toBe(6);
        expect(technology.relatedTech).not.toContain(technology.key);
        expect(technology.commonStacks).toHaveLength(3);
        for (const stack of technology.commonStacks) {
          expect(stack.name.trim()).not.toBe("");
          expect(stack.techs).toHaveLength(4);
          expect(new Set(stack.techs).size, stack.name).toBe(4);
        }
        expect(new Set(technology.commonStacks.map((stack) => stack.name)).size).toBe(3);
        expect(technology.funFacts).toHaveLength(4);
        for (const fact of technology.funFacts) expect(fact.trim()).not.toBe("");
      });

      it("has a plausible year and a known popularity", () => {
        expect(Number.isInteger(technology.yearCreated)).toBe(true);
        expect(technology.yearCreated).toBeGreaterThanOrEqual(1950);
        expect(technology.yearCreated).toBeLessThanOrEqual(2026);
        expect(POPULARITY_LEVELS).toContain(technology.popularity);
      });

      it("has lowercase aliases that find it", () => {
        expect(technology.aliases.length).toBeGreaterThan(0);
        for (const alias of technology.aliases) {
          expect(alias).toBe(alias.toLowerCase().trim());
          expect(findTechnology(alias)?.key).toBe(technology.key);
        }
        expect(findTechnology(technology.name)?.key).toBe(technology.key);
        expect(findTechnology(technology.key)?.key).toBe(technology.key);
      });

      it("names an icon that simple-icons has, or draws a monogram", () => {
        if (technology.icon === null) {
          expect(monogramFor(technology.name)).toMatch(/^\S{1,2}$/u);
        } else {
          expect(ICON_SLUGS.has(technology.icon), `unknown simple-icons slug ${technology.icon}`).toBe(true);
        }
        expect(technologyIconPath(technology)).toBe(`/tech-icons/${technology.key}.svg`);
      });
    },
  );
});

describe("catalogue references", () => {
  // Related technologies and stack members are keys, so each one leads to its entry; this lists every one that does not.
  it("name only catalogue keys in related technologies and stacks", () => {
    const dangling = TECHNOLOGIES.flatMap((technology) =>
      [
        ...technology.relatedTech.map((key) => ({ key, where: "relatedTech" })),
        ...technology.commonStacks.flatMap((stack) =>
          stack.techs.map((key) => ({ key, where: `stack ${stack.name}` })),
        ),
      ]
        .filter(({ key }) => !TECHNOLOGIES_BY_KEY.has(key))
        .map(({ key, where }) => `${technology.key} (${where}): ${key}`),
    );
    expect(dangling).toEqual([]);
  });

  it("gives the display names of keys", () => {
    expect(technologyNames(["nodejs", "postgresql", "csharp"])).toEqual(["Node.js", "PostgreSQL", "C#"]);
    expect(technologySummaryByKey("entityframework")).toEqual({
      key: "entityframework",
      name: "Entity Framework",
      family: "backend",
    });
    expect(technologySummaryByKey("Node.js")).toBeUndefined();
  });
});

describe("stack tables and the catalogue", () => {
  const lookupComponents = [...new Set(Object.values(STACK_LOOKUP).flatMap((stack) => stack.components))];

  it.each(lookupComponents)("finds stack lookup component %s by its display name", (component) => {
    expect(findTechnology(component)?.name).toBe(component);
  });

  it.each(QUICK_SEARCH_TECHNOLOGIES)("finds quick-search technology %s by its display name", (name) => {
    expect(findTechnology(name)?.name).toBe(name);
  });

  it.each(Object.keys(TECH_TO_STACK))("finds technology-to-stack word %s", (word) => {
    expect(findTechnology(word)).toBeDefined();
  });

  // Card groups also list tools outside the catalogue (Mongoose, npm, RxJS), so only the composition is checked.
  it.each(STACKS.filter((stack) => stack.key in STACK_LOOKUP))(
    "composes card $name of catalogue technologies",
    (stack) => {
      for (const component of stack.composition.split(" • ")) expect(findTechnology(component)).toBeDefined();
    },
  );
});
