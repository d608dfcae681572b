export { TECHNOLOGIES, TECHNOLOGY_FAMILY_LABELS } from "./catalogue/index";
export { monogramFor, TECHNOLOGY_ICON_FOLDER, technologyIconPath } from "./icons";
export { technologyNames, technologySummaryByKey } from "./light-index";
export {
  compactTechnologyName,
  findTechnology,
  normaliseTechnologyName,
  TECHNOLOGIES_BY_KEY,
  technologiesInFamily,
  technologySpellings,
} from "./lookup";
export {
  CV_TEXT_MAX_LENGTH,
  findTechnologyMentions,
  groupMentionsByFamily,
  type TechnologyMention,
  type TechnologyMentionGroup,
} from "./mentions";
export {
  resolveTechnology,
  searchTechnologies,
  TECHNOLOGY_SEARCH_LIMIT,
  type TechnologyMatch,
  type TechnologyMatchKind,
} from "./search";
export * from "./types";
export {
  checkResultFor,
  findClosestTechnology,
  type KnownTechnologyVerification,
  type NotDevelopmentVerification,
  notDevelopmentMessage,
  type TechnologyCheckResult,
  type TechnologyVerification,
  type UnknownTechnologyVerification,
  verifyTechnology,
} from "./verify";
