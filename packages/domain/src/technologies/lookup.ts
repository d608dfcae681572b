import { TECHNOLOGIES } from "./catalogue/index";
import type { Technology, TechnologyFamily } from "./types";

/**
 * Canonical form of a technology name as people type it: lowercase, no accents, single spaces.
 * Keeps '#', '+', '.' and '-' because they tell C from C# or C++; any other symbol becomes a space.
 */
export function normaliseTechnologyName(text: string): string {
  return (
    text
      .normalize("NFKD")
      // Combining marks left by NFKD are the accents: 'Tecnología' → 'tecnologia'.
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}#+.\-\s]/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The normalised name without spaces, dots or hyphens, so 'react.js', 'react js' and 'reactjs' meet. */
export function compactTechnologyName(text: string): string {
  return normaliseTechnologyName(text).replace(/[\s.-]/g, "");
}

/** Every way the catalogue writes an entry: key, display name and aliases. */
export function technologySpellings(technology: Technology): readonly string[] {
  return [technology.key, technology.name, ...technology.aliases];
}

/** Every catalogue entry by its key. */
export const TECHNOLOGIES_BY_KEY: ReadonlyMap<string, Technology> = new Map(
  TECHNOLOGIES.map((technology) => [technology.key, technology]),
);

// Two tables rather than one: an exact spelling of one entry must win over the compact spelling of another.
const BY_NORMALISED_NAME = indexBy(normaliseTechnologyName);
const BY_COMPACT_NAME = indexBy(compactTechnologyName);

/** The catalogue entry whose key, name or alias matches the text exactly, after normalising it. */
export function findTechnology(text: string): Technology | undefined {
  const normalised = normaliseTechnologyName(text);
  if (normalised === "") return undefined;
  return BY_NORMALISED_NAME.get(normalised) ?? BY_COMPACT_NAME.get(compactTechnologyName(normalised));
}

/** The entries of one tab of the supported-technologies section, in display order. */
export function technologiesInFamily(family: TechnologyFamily): readonly Technology[] {
  return TECHNOLOGIES.filter((technology) => technology.family === family);
}

// The first entry in catalogue order keeps a spelling; the catalogue test guarantees there are no clashes.
function indexBy(toForm: (text: string) => string): ReadonlyMap<string, Technology> {
  const index = new Map<string, Technology>();
  for (const technology of TECHNOLOGIES) {
    for (const spelling of technologySpellings(technology)) {
      const form = toForm(spelling);
      if (form !== "" && !index.has(form)) index.set(form, technology);
    }
  }
  return index;
}
