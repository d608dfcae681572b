import { TECHNOLOGIES } from "./catalogue/index";
import { compactTechnologyName, findTechnology, technologySpellings } from "./lookup";
import type { Technology } from "./types";
import { findClosestTechnology } from "./verify";

/** How a suggestion matched what was typed: the checker's own resolution first, then looser matches. */
export type TechnologyMatchKind = "exact" | "typo" | "prefix" | "partial";

export interface TechnologyMatch {
  readonly technology: Technology;
  readonly kind: TechnologyMatchKind;
}

/** How many suggestions a search box shows at most. */
export const TECHNOLOGY_SEARCH_LIMIT = 8;

/**
 * Suggestions for a search box over the catalogue. The first one is what the technology checker resolves
 * (exact spelling or alias, else a close typo); then entries a spelling of which starts with the text, then
 * entries one contains it, each in catalogue order. Two letters are needed before partial matches count.
 */
export function searchTechnologies(
  query: string,
  limit = TECHNOLOGY_SEARCH_LIMIT,
): readonly TechnologyMatch[] {
  const typed = compactTechnologyName(query);
  if (typed === "" || limit <= 0) return [];
  const matches: TechnologyMatch[] = [];
  const seen = new Set<string>();
  const add = (technology: Technology | undefined, kind: TechnologyMatchKind) => {
    if (!technology || seen.has(technology.key)) return;
    seen.add(technology.key);
    matches.push({ technology, kind });
  };
  add(findTechnology(query), "exact");
  if (matches.length === 0) add(findClosestTechnology(query), "typo");
  const forms = TECHNOLOGIES.map((technology) => ({
    technology,
    forms: technologySpellings(technology).map(compactTechnologyName),
  }));
  for (const { technology, forms: spellings } of forms) {
    if (spellings.some((form) => form.startsWith(typed))) add(technology, "prefix");
  }
  if (typed.length >= 2) {
    for (const { technology, forms: spellings } of forms) {
      if (spellings.some((form) => form.includes(typed))) add(technology, "partial");
    }
  }
  return matches.slice(0, limit);
}

/** The entry the technology checker resolves the text to (spelling, alias or close typo), or undefined. */
export function resolveTechnology(text: string): Technology | undefined {
  return findTechnology(text) ?? findClosestTechnology(text);
}
