// Entry of `@nivelia/domain/technology-index`: the tabs of the supported-technologies section without the catalogue.
import { TECHNOLOGY_SUMMARIES } from "./summaries";
import type { TechnologyFamily, TechnologySummary } from "./types";

export { monogramFor, TECHNOLOGY_ICON_FOLDER, technologyIconPath } from "./icons";
export { TECHNOLOGY_FAMILY_LABELS } from "./labels";
export { TECHNOLOGY_SUMMARIES } from "./summaries";
export { TECHNOLOGY_FAMILIES, type TechnologyFamily, type TechnologySummary } from "./types";

/** The entries of one tab, in display order, as the light index holds them. */
export function summariesInFamily(family: TechnologyFamily): readonly TechnologySummary[] {
  return TECHNOLOGY_SUMMARIES.filter((technology) => technology.family === family);
}
