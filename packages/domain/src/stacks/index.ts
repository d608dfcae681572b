export { CUSTOM_STACK_RESULT_MS, checkCustomStack, QUICK_SEARCH_RESULT_MS, quickSearch } from "./check";
export {
  findLookupEntryByStackName,
  formatComposition,
  QUICK_SEARCH_TECHNOLOGIES,
  STACK_LOOKUP,
  type StackLookupKey,
  TECH_TO_STACK,
} from "./lookup";
export { CUSTOM_STACK_NAME, STACKS } from "./stacks";
export {
  type CustomStackResult,
  LEARNING_CURVES,
  type LearningCurve,
  type QuickSearchResult,
  STACK_POPULARITY_LEVELS,
  type StackInfo,
  type StackLookupEntry,
  type StackPopularity,
  type StackTechnologyGroup,
} from "./types";
