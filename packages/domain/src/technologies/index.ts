export { TECHNOLOGIES, TECHNOLOGY_FAMILY_LABELS } from "./catalogue/index";
export * from "./types";
