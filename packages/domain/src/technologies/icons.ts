import type { Technology } from "./types";

/** Folder of the web app's public files that holds one SVG per catalogue key (written by scripts/tech-icons.ts). */
export const TECHNOLOGY_ICON_FOLDER = "/tech-icons";

/** Image of a catalogue entry: its brand icon, or its monogram when it has none. */
export function technologyIconPath(technology: Pick<Technology, "key">): string {
  return `${TECHNOLOGY_ICON_FOLDER}/${technology.key}.svg`;
}

/**
 * One or two characters standing for a technology without an icon: initials of the first two words
 * ('React Native' → 'RN'), else the capital inside a word ('SvelteKit' → 'SK'), else its first two letters
 * ('Java' → 'Ja'). Names of one or two characters are kept whole so 'C#' and 'R' stay recognisable.
 */
export function monogramFor(name: string): string {
  const plain = name.normalize("NFKD").replace(/\p{M}/gu, "").trim();
  if ([...plain].length <= 2) return `${plain.charAt(0).toUpperCase()}${plain.slice(1)}`;

  const words = plain.split(/[\s./_-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const [first = "", second] = words;
  if (second) return `${initial(first)}${initial(second)}`.toUpperCase();

  const chars = [...first].filter((char) => /[\p{L}\p{N}#+]/u.test(char));
  const head = chars[0]?.toUpperCase() ?? "";
  const innerCapital = chars.slice(1).find((char) => /\p{Lu}/u.test(char));
  if (innerCapital) return `${head}${innerCapital}`;
  return `${head}${chars[1]?.toLowerCase() ?? ""}`;
}

function initial(word: string): string {
  return [...word].find((char) => /[\p{L}\p{N}]/u.test(char)) ?? "";
}
