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

/** How a spelling and a matched text are compared: runs of spaces or hyphens are one space; case as the pass says. */
function spellingKey(text: string, caseSensitive: boolean): string {
  const spaced = text.replace(/[\s-]+/g, " ");
  return caseSensitive ? spaced : spaced.toLowerCase();
}

/** One pass over the text: every spelling of one case rule in a single alternation, longest first. */
interface MentionPass {
  readonly pattern: RegExp;
  readonly technologyBySpelling: ReadonlyMap<string, Technology>;
  readonly caseSensitive: boolean;
}

function buildPass(caseSensitive: boolean): MentionPass {
  const technologyBySpelling = new Map<string, Technology>();
  for (const technology of TECHNOLOGIES) {
    for (const spelling of new Set(technologySpellings(technology).map((text) => text.trim()))) {
      if (spelling === "" || WORDS_IN_PROSE.has(spelling.toLowerCase())) continue;
      for (const variant of variantsOf(technology, spelling)) {
        if (variant.caseSensitive !== caseSensitive) continue;
        const key = spellingKey(variant.text, caseSensitive);
        // The first entry in catalogue order keeps a spelling, as in the checker's lookup.
        if (!technologyBySpelling.has(key)) technologyBySpelling.set(key, technology);
      }
    }
  }
  // Longest first: at one position the alternation takes the first that fits, so 'Ruby on Rails' beats 'Ruby'.
  const alternatives = [...technologyBySpelling.keys()]
    .sort((a, b) => b.length - a.length)
    .map((key) => escapeRegExp(key).replace(/ /g, String.raw`[\s-]+`));
  const pattern = new RegExp(
    `${LETTER_OR_SYMBOL_BEFORE}(?:${alternatives.join("|")})${LETTER_OR_SYMBOL_AFTER}`,
    caseSensitive ? "gu" : "giu",
  );
  return { pattern, technologyBySpelling, caseSensitive };
}

// Case-insensitive spellings first, then the short capitalised ones on the text they left.
let passes: readonly MentionPass[] | undefined;

/**
 * The catalogue technologies a text (a CV) mentions, by key, name or alias, as whole words and ignoring accents
 * and case; text already claimed by a longer spelling is not read again. Ordered by tab, then most mentioned.
 */
export function findTechnologyMentions(text: string): readonly TechnologyMention[] {
  passes ??= [buildPass(false), buildPass(true)];
  // Offsets refer to this accent-free copy only, which is also what writtenAs quotes.
  const source = withoutAccents(text.slice(0, CV_TEXT_MAX_LENGTH));
  const claimed = new Uint8Array(source.length);
  const found = new Map<string, { technology: Technology; count: number; writtenAs: string[] }>();
  for (const { pattern, technologyBySpelling, caseSensitive } of passes) {
    for (const match of source.matchAll(pattern)) {
      const technology = technologyBySpelling.get(spellingKey(match[0], caseSensitive));
      const start = match.index;
      const end = start + match[0].length;
      if (!technology || claimed.subarray(start, end).some((used) => used === 1)) continue;
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
