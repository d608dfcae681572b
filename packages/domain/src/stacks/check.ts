import { BRAND } from "../brand";
import {
  findLookupEntryByStackName,
  formatComposition,
  QUICK_SEARCH_TECHNOLOGIES,
  STACK_LOOKUP,
  TECH_TO_STACK,
} from "./lookup";
import type { CustomStackResult, QuickSearchResult } from "./types";

/** How long the quick-search result stays before resetting to none (section 9). */
export const QUICK_SEARCH_RESULT_MS = 3000;

/** How long the custom-stack result stays before resetting to none (section 9). */
export const CUSTOM_STACK_RESULT_MS = 5000;

/** Quick search of the supported-technologies section: one-way, the list entry must contain the text (section 5). */
export function quickSearch(text: string): QuickSearchResult {
  const typed = text.trim();
  if (typed === "") return { status: "none" };

  const query = typed.toLowerCase();
  const supported = QUICK_SEARCH_TECHNOLOGIES.some((name) => name.toLowerCase().includes(query));
  return supported
    ? { status: "supported", message: `¡Sí! ${BRAND.productName} soporta ${typed}.` }
    : {
        status: "not-found",
        message: `No encontramos ${typed} en nuestra lista principal. Contacta con nuestro equipo para añadirlo.`,
      };
}

/** Custom-stack dialog check: stack keys first, then technology words, both matched two-way (section 5). */
export function checkCustomStack(text: string): CustomStackResult {
  const typed = text.trim();
  if (typed === "") return { kind: "none" };

  const query = typed.toLowerCase();

  const stack = findFirstTwoWayMatch(STACK_LOOKUP, query);
  if (stack) {
    return {
      kind: "stack",
      title: `¡Sí! Soportamos ${stack.name.toUpperCase()} Stack`,
      detail: `Composición: ${formatComposition(stack.components)}`,
    };
  }

  const stackName = findFirstTwoWayMatch(TECH_TO_STACK, query);
  if (stackName) {
    const entry = findLookupEntryByStackName(stackName);
    return {
      kind: "technology",
      title: `${typed} es parte de ${stackName}`,
      detail: entry ? `Stack completo: ${formatComposition(entry.components)}` : undefined,
    };
  }

  return {
    kind: "not-found",
    title: `No encontramos "${typed}". Contacta con nuestro equipo para añadirlo.`,
  };
}

// The spec matches both ways (key in text or text in key), so 'mern stack' and 'mer' both find MERN.
function findFirstTwoWayMatch<T>(table: Readonly<Record<string, T>>, query: string): T | undefined {
  for (const [key, value] of Object.entries(table)) {
    if (key.includes(query) || query.includes(key)) return value;
  }
  return undefined;
}
