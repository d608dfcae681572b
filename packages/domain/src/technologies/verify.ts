import { STACK_LOOKUP, TECH_TO_STACK } from "../stacks/lookup";
import { TECHNOLOGIES } from "./catalogue/index";
import { technologyNames } from "./light-index";
import { compactTechnologyName, findTechnology, technologySpellings } from "./lookup";
import type { Technology } from "./types";

/** What the technology checker shows for a recognised technology (section 3.4). */
export interface TechnologyCheckResult {
  /** Display name. */
  readonly technology: string;
  /** Spanish category of the entry, for example 'Base de datos relacional'. */
  readonly family: string;
  /** Display names of the related technologies. */
  readonly relatedTechs: readonly string[];
  /** Names of the stacks the technology is part of, without repeats. */
  readonly possibleStacks: readonly string[];
}

/** A technology of the catalogue, with the entry so the caller can open the detail dialog. */
export interface KnownTechnologyVerification {
  readonly kind: "technology";
  readonly result: TechnologyCheckResult;
  readonly entry: Technology;
}

/** Text that is not a development technology; the checker then offers 'Contactar con el equipo'. */
export interface NotDevelopmentVerification {
  readonly kind: "not-development";
  readonly message: string;
}

/** Not in the catalogue but possibly a development technology: the API may ask an AI provider. */
export interface UnknownTechnologyVerification {
  readonly kind: "unknown";
}

/** Every outcome the technology checker can show. */
export type TechnologyVerification =
  | KnownTechnologyVerification
  | NotDevelopmentVerification
  | UnknownTechnologyVerification;

/**
 * Checks the text against the catalogue: exact spelling or alias first, then a close typo.
 * Without AI it cannot tell a non-development word from an unknown technology, so it never
 * answers 'not-development'; a caller that knows better builds it with notDevelopmentMessage.
 */
export function verifyTechnology(text: string): KnownTechnologyVerification | UnknownTechnologyVerification {
  const entry = findTechnology(text) ?? findClosestTechnology(text);
  if (!entry) return { kind: "unknown" };
  return { kind: "technology", result: checkResultFor(entry), entry };
}

/** The checker's message for text that is not a development technology; it must keep that phrase (section 2.4). */
export function notDevelopmentMessage(text: string): string {
  return `"${text.trim()}" no parece una tecnología de desarrollo. Si crees que es un error, contacta con nuestro equipo.`;
}

// The catalogue does not change: each entry's result is built once, on its first request.
const RESULTS = new WeakMap<Technology, TechnologyCheckResult>();

/** The section 3.4 result for a catalogue entry (the same object on every call for the same entry). */
export function checkResultFor(entry: Technology): TechnologyCheckResult {
  let result = RESULTS.get(entry);
  if (result === undefined) {
    result = Object.freeze(buildCheckResult(entry));
    RESULTS.set(entry, result);
  }
  return result;
}

function buildCheckResult(entry: Technology): TechnologyCheckResult {
  const stackNames = [
    ...entry.commonStacks.map((stack) => stack.name),
    ...(STACKS_BY_KEY.get(entry.key) ?? []),
  ];
  return {
    technology: entry.name,
    family: entry.category,
    relatedTechs: technologyNames(entry.relatedTech),
    possibleStacks: uniqueStackNames(stackNames),
  };
}

/**
 * The entry with the spelling closest to the text within a small typo budget, or undefined:
 * one edit from five letters (two from eight), only a swapped pair at four, nothing below.
 * Ties go to the earlier entry in catalogue order.
 */
export function findClosestTechnology(text: string): Technology | undefined {
  const typed = compactTechnologyName(text);
  let best: Technology | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const { form, technology } of FUZZY_CANDIDATES) {
    const shorter = Math.min(typed.length, form.length);
    const budget = typoBudget(shorter);
    if (budget === 0 || Math.abs(typed.length - form.length) > budget) continue;
    // At four letters a changed letter is usually another real word (html/htmx, rest/rust): only swaps count.
    if (shorter < 5 && !isAnagram(typed, form)) continue;
    const distance = damerauLevenshtein(typed, form);
    if (distance <= budget && distance < bestDistance) {
      best = technology;
      bestDistance = distance;
    }
  }
  return best;
}

// Very short names are too close to each other ('c', 'r', 'go', 'ts') for any typo to be safe.
function typoBudget(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

function isAnagram(a: string, b: string): boolean {
  return a.length === b.length && [...a].sort().join("") === [...b].sort().join("");
}

// Restricted Damerau-Levenshtein (optimal string alignment): a swapped pair like 'pyhton' costs one edit.
function damerauLevenshtein(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(distance);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// Compact spellings in catalogue order, so the first entry wins a tie.
const FUZZY_CANDIDATES: readonly { readonly form: string; readonly technology: Technology }[] =
  TECHNOLOGIES.flatMap((technology) =>
    [...new Set(technologySpellings(technology).map(compactTechnologyName))].map((form) => ({
      form,
      technology,
    })),
  );

// Stack names by technology key, from the stack lookup and the technology-to-stack table (section 3.3).
const STACKS_BY_KEY: ReadonlyMap<string, readonly string[]> = indexStacksByTechnology();

function indexStacksByTechnology(): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, string[]>();
  const add = (technologyName: string, stackName: string) => {
    const technology = findTechnology(technologyName);
    if (!technology) return;
    const names = index.get(technology.key) ?? [];
    names.push(stackName);
    index.set(technology.key, names);
  };
  for (const stack of Object.values(STACK_LOOKUP)) {
    for (const component of stack.components) add(component, stack.name);
  }
  for (const [word, stackName] of Object.entries(TECH_TO_STACK)) add(word, stackName);
  return index;
}

// 'MERN', 'MERN Stack' and 'mern stack' name one stack; the first spelling seen is kept.
function uniqueStackNames(names: readonly string[]): readonly string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const name of names) {
    const identity = compactTechnologyName(name.replace(/\bstack\s*$/i, "").replace(/\+/g, " "));
    if (seen.has(identity)) continue;
    seen.add(identity);
    unique.push(name);
  }
  return unique;
}
