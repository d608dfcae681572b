import { CV_TEXT_MAX_LENGTH } from "../tools/cv-text";
import { TECHNOLOGIES, TECHNOLOGY_FAMILY_LABELS } from "./catalogue/index";
import { compactTechnologyName, technologySpellings } from "./lookup";
import { TECHNOLOGY_FAMILIES, type Technology, type TechnologyFamily } from "./types";

/** A catalogue technology found in a text: how often, and the ways the text wrote it. */
export interface TechnologyMention {
  readonly technology: Technology;
  readonly count: number;
  /** The spellings as they appear in the text, first seen first, without repeats. */
  readonly writtenAs: readonly string[];
}

/** The mentions of one tab of the catalogue. */
export interface TechnologyMentionGroup {
  readonly family: TechnologyFamily;
  readonly label: string;
  readonly mentions: readonly TechnologyMention[];
}

/**
 * Aliases that are everyday words in a CV ('es' in Spanish, SOLID principles, a person called María):
 * they still resolve in the checker, where people type a technology on purpose, but not in free text.
 */
const WORDS_IN_PROSE: ReadonlySet<string> = new Set([
  "es",
  "solid",
  "next",
  "maria",
  "neo",
  "rabbit",
  "couch",
  "argo",
  "turbo",
  "prom",
  "vault",
  "elastic",
  "zeit",
  "hudson",
]);

export { CV_TEXT_MAX_LENGTH };

const LETTER_OR_SYMBOL_BEFORE = String.raw`(?<![\p{L}\p{N}_#+.@])`;
// A dot ends a sentence ('React.') but not a name ('Node.js'), so only a dot followed by a letter blocks.
const LETTER_OR_SYMBOL_AFTER = String.raw`(?![\p{L}\p{N}_#+]|\.[\p{L}\p{N}])`;

interface SpellingPattern {
  readonly technology: Technology;
  readonly pattern: RegExp;
  readonly length: number;
}

function withoutAccents(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// One- and two-character spellings ('C', 'R', 'Go', 'JS') count only as written in capitals or as the name is.
function variantsOf(technology: Technology, spelling: string): { text: string; caseSensitive: boolean }[] {
  const plain = withoutAccents(spelling).trim();
  if (compactTechnologyName(plain).length > 2) return [{ text: plain, caseSensitive: false }];
  const name = withoutAccents(technology.name);
  const cased = new Set([plain.toUpperCase()]);
  if (name.toLowerCase() === plain.toLowerCase()) cased.add(name);
  return [...cased].map((text) => ({ text, caseSensitive: true }));
}

// Longest first, so 'Ruby on Rails' is read before 'Ruby' and 'Node.js' before 'Node'.
const SPELLING_PATTERNS: readonly SpellingPattern[] = TECHNOLOGIES.flatMap((technology) => {
  const spellings = [...new Set(technologySpellings(technology).map((spelling) => spelling.trim()))].filter(
    (spelling) => spelling !== "" && !WORDS_IN_PROSE.has(spelling.toLowerCase()),
  );
  return spellings.flatMap((spelling) =>
    variantsOf(technology, spelling).map(({ text, caseSensitive }) => ({
      technology,
      length: text.length,
      pattern: new RegExp(
        `${LETTER_OR_SYMBOL_BEFORE}${escapeRegExp(text).replace(/\s+/g, String.raw`[\s-]+`)}${LETTER_OR_SYMBOL_AFTER}`,
        caseSensitive ? "gu" : "giu",
      ),
    })),
  );
}).sort((a, b) => b.length - a.length);

/**
 * The catalogue technologies a text (a CV) mentions, by key, name or alias, as whole words and ignoring accents
 * and case; text already claimed by a longer spelling is not read again. Ordered by tab, then most mentioned.
 */
export function findTechnologyMentions(text: string): readonly TechnologyMention[] {
  // NFKD keeps one code unit per base letter for Latin text once the marks are gone, so offsets stay comparable.
  const source = withoutAccents(text.slice(0, CV_TEXT_MAX_LENGTH));
  const claimed = new Uint8Array(source.length);
  const found = new Map<string, { technology: Technology; count: number; writtenAs: string[] }>();
  for (const { technology, pattern } of SPELLING_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (claimed.subarray(start, end).some((used) => used === 1)) continue;
      claimed.fill(1, start, end);
      const mention = found.get(technology.key) ?? { technology, count: 0, writtenAs: [] };
      mention.count += 1;
      if (!mention.writtenAs.some((written) => written.toLowerCase() === match[0].toLowerCase())) {
        mention.writtenAs.push(match[0]);
      }
      found.set(technology.key, mention);
    }
  }
  const familyOrder = (family: TechnologyFamily) => TECHNOLOGY_FAMILIES.indexOf(family);
  return [...found.values()].sort(
    (a, b) =>
      familyOrder(a.technology.family) - familyOrder(b.technology.family) ||
      b.count - a.count ||
      a.technology.name.localeCompare(b.technology.name, "es"),
  );
}

/** Mentions grouped by the catalogue's tabs, in tab order, leaving out tabs with none. */
export function groupMentionsByFamily(
  mentions: readonly TechnologyMention[],
): readonly TechnologyMentionGroup[] {
  return TECHNOLOGY_FAMILIES.map((family) => ({
    family,
    label: TECHNOLOGY_FAMILY_LABELS[family],
    mentions: mentions.filter((mention) => mention.technology.family === family),
  })).filter((group) => group.mentions.length > 0);
}
