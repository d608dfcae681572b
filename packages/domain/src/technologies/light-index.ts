// Entry of `@nivelia/domain/technology-index`: the tabs of the supported-technologies section without the catalogue.
import { TECHNOLOGY_SUMMARIES } from "./summaries";
import type { TechnologyFamily, TechnologySummary } from "./types";

export { monogramFor, TECHNOLOGY_ICON_FOLDER, technologyIconPath } from "./icons";
export { TECHNOLOGY_COUNT_CLAIM, TECHNOLOGY_FAMILY_LABELS } from "./labels";
export { TECHNOLOGY_SUMMARIES } from "./summaries";
export { TECHNOLOGY_FAMILIES, type TechnologyFamily, type TechnologySummary } from "./types";

// Built on first use, so that a page citing only the labels does not keep the summaries.
let summariesByKey: ReadonlyMap<string, TechnologySummary> | undefined;

/** The entry a catalogue key names (a related technology or a stack member), without loading the catalogue. */
export function technologySummaryByKey(key: string): TechnologySummary | undefined {
  summariesByKey ??= new Map(TECHNOLOGY_SUMMARIES.map((summary) => [summary.key, summary]));
  return summariesByKey.get(key);
}

/** Display names of catalogue keys, in order; the catalogue test guarantees that every reference resolves. */
export function technologyNames(keys: readonly string[]): readonly string[] {
  return keys.map((key) => technologySummaryByKey(key)?.name ?? key);
}

/** The entries of one tab, in display order, as the light index holds them. */
export function summariesInFamily(family: TechnologyFamily): readonly TechnologySummary[] {
  return TECHNOLOGY_SUMMARIES.filter((technology) => technology.family === family);
}
