/**
 * Entities of the sanitiser. '&' is escaped first so that text which already looks like an entity
 * ('&lt;') keeps its meaning and decodeSanitizedText can restore any input exactly.
 */
const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
  "/": "&#x2F;",
};

const UNESCAPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ESCAPES).map(([character, entity]) => [entity, character]),
);

const ESCAPED_CHARACTERS = /[&<>"'/]/g;
const SANITISER_ENTITIES = /&(?:amp|lt|gt|quot|#x27|#x2F);/g;

/** Escapes angle brackets, quotes and slashes (section 5), and '&' so the result is unambiguous HTML text. */
export function sanitizeText(value: string): string {
  return value.replace(ESCAPED_CHARACTERS, (character) => ESCAPES[character] ?? character);
}

/** The inverse of sanitizeText, in one pass so that '&amp;lt;' gives back '&lt;' and not '<'. */
export function decodeSanitizedText(value: string): string {
  return value.replace(SANITISER_ENTITIES, (entity) => UNESCAPES[entity] ?? entity);
}

/** The type of a value after sanitising: string literals widen to string, the shape stays. */
export type Sanitized<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Sanitized<Item>[]
    : T extends Record<string, unknown>
      ? { [Key in keyof T]: Sanitized<T[Key]> }
      : T;

/** An object as JSON parsing or an object literal makes it (no class instance): the values these walks go into. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) {
    return false;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Applies a text transform to every string of a value, into arrays and plain objects; other values are kept. */
function mapStrings(value: unknown, transform: (text: string) => string): unknown {
  if (typeof value === "string") {
    return transform(value);
  }
  if (Array.isArray(value)) {
    return value.map((item) => mapStrings(item, transform));
  }
  if (isPlainObject(value)) {
    // fromEntries defines own properties, so a '__proto__' key cannot reach the prototype.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, transform)]));
  }
  return value;
}

/** Sanitises every string value of form data, into arrays and plain objects; keys and other values are kept. */
export function sanitizeFormData<T extends Record<string, unknown>>(data: T): Sanitized<T> {
  // mapStrings keeps the shape and only rewrites strings, which is what Sanitized<T> describes.
  return mapStrings(data, sanitizeText) as Sanitized<T>;
}

/** Undoes sanitizeFormData on data as the server receives it, so limits and formats apply to what was typed. */
export function decodeSanitizedFormData(data: unknown): unknown {
  return mapStrings(data, decodeSanitizedText);
}
