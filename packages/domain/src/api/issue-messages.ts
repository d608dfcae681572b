import { z } from "zod";
import { maxLengthMessage } from "../forms/limits";
import { FORM_MESSAGES } from "../forms/messages";

/** What a value is, as a message names it. */
const KIND_NAMES: Readonly<Record<string, string>> = {
  string: "un texto",
  number: "un número",
  bigint: "un número",
  boolean: "true o false",
  object: "un objeto",
  record: "un objeto",
  array: "una lista",
  tuple: "una lista",
  null: "null",
  date: "una fecha",
};

/** At most this many keys or values are named in one message: the rest of a flood is counted. */
const NAMED_AT_MOST = 5;

function named(items: readonly unknown[]): string {
  const shown = items
    .slice(0, NAMED_AT_MOST)
    .map((item) => (typeof item === "string" ? JSON.stringify(item) : String(item)));
  const rest = items.length - shown.length;
  return rest > 0 ? `${shown.join(", ")} y ${rest} más` : shown.join(", ");
}

function kindOf(input: unknown): string {
  if (Array.isArray(input)) return "array";
  if (input === null) return "null";
  return typeof input;
}

/**
 * The Spanish message of a check that carries none of its own: the structure of an API body (a missing
 * `copyToUser`, a list where an object goes, an unknown key), never a form's field, whose checks all carry the
 * specification's texts. Zod's own fallback is English ("Invalid input: expected boolean, received undefined").
 */
export function spanishIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return FORM_MESSAGES.required;
      const expected = KIND_NAMES[issue.expected] ?? issue.expected;
      const received = KIND_NAMES[kindOf(issue.input)] ?? kindOf(issue.input);
      return `Debe ser ${expected}, no ${received}`;
    }
    case "too_big":
      if (issue.origin === "string") return maxLengthMessage(Number(issue.maximum));
      if (issue.origin === "array" || issue.origin === "set")
        return `Como máximo ${String(issue.maximum)} elementos`;
      return `Como máximo ${String(issue.maximum)}`;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? FORM_MESSAGES.required
          : `Mínimo ${String(issue.minimum)} caracteres`;
      if (issue.origin === "array" || issue.origin === "set")
        return `Como mínimo ${String(issue.minimum)} elementos`;
      return `Como mínimo ${String(issue.minimum)}`;
    case "invalid_format":
      return issue.format === "email" ? FORM_MESSAGES.invalidEmail : "Formato no válido";
    case "invalid_value":
      return `Debe ser uno de estos valores: ${named(issue.values)}`;
    case "unrecognized_keys":
      return `Campos no admitidos: ${named(issue.keys)}`;
    case "invalid_key":
      return "Nombre de campo no válido";
    case "invalid_element":
      return "Elemento no válido";
    default:
      return "Valor no válido";
  }
}

/** Makes every check without a message of its own say it in Spanish (zod's configuration is global). */
export function installSpanishIssueMessages(): void {
  z.config({ localeError: spanishIssueMessage });
}
