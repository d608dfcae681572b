import type { z } from "zod";

/** An object as JSON parsing or an object literal makes it (no class instance). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Bounds of received form data, checked without recursion before anything walks it: the forms send flat records
 * (a list of contact methods at most), so deeper or bigger structures are hostile and are refused with a 400.
 */
export const FORM_DATA_BOUNDS = { depth: 4, values: 200 } as const;

export const FORM_DATA_BOUNDS_MESSAGE = "Los datos del formulario tienen una estructura no válida";

/**
 * Characters no form field keeps: NUL and the other C0 controls except tab, line feed and carriage return
 * (the database refuses NUL, the rest are invisible), DEL and the C1 controls, and the bidirectional embedding,
 * override and isolate controls that can make a subject or a name read backwards ("Trojan Source").
 */
const DROPPED_CHARACTERS = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/gu;

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text a field keeps of what a visitor typed or pasted: unpaired surrogates (not text, and refused by
 * PostgreSQL) and the characters above are removed, and the rest is NFC-normalised, so the stored lead and the
 * e-mails show the same characters. Zero-width joiners stay: emoji and some scripts need them.
 */
export function normalizeTextInput(text: string): string {
  return text.replace(UNPAIRED_SURROGATE, "").replace(DROPPED_CHARACTERS, "").normalize("NFC");
}

/** Whether a value is deeper or has more values than FORM_DATA_BOUNDS allows; iterative, so any depth is safe. */
export function exceedsFormDataBounds(value: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    values += 1;
    if (values > FORM_DATA_BOUNDS.values || next.depth > FORM_DATA_BOUNDS.depth) return true;
    if (typeof next.value !== "object" || next.value === null) continue;
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/** Every key and string of a value normalised (any object's entries, as Object.entries lists them). */
function normalizeStrings(value: unknown): unknown {
  if (typeof value === "string") return normalizeTextInput(value);
  if (Array.isArray(value)) return value.map(normalizeStrings);
  if (typeof value === "object" && value !== null) {
    // fromEntries defines own properties, so a '__proto__' key cannot reach the prototype.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [normalizeTextInput(key), normalizeStrings(item)]),
    );
  }
  return value;
}

/**
 * Text normalizeTextInput does not change: printable ASCII, tab, line feed and carriage return. Most of what the forms
 * send is such text, and one test of it costs less than the three passes it saves.
 */
const UNCHANGED_TEXT = /^[\t\n\r\x20-\x7E]*$/;

function receivedText(text: string): string {
  return UNCHANGED_TEXT.test(text) ? text : normalizeTextInput(text);
}

/**
 * The received value normalised in one walk: strings of arrays and plain objects, and keys. Anything else that is an
 * object is walked by normalizeStrings. Only called within FORM_DATA_BOUNDS, so the recursion is shallow.
 */
function receivedValue(value: unknown): unknown {
  if (typeof value === "string") return receivedText(value);
  if (Array.isArray(value)) return value.map(receivedValue);
  if (isPlainObject(value)) {
    // fromEntries defines own properties, so a '__proto__' key cannot reach the prototype.
    return Object.fromEntries(
      Object.keys(value).map((key) => [receivedText(key), receivedValue(value[key])]),
    );
  }
  if (typeof value === "object" && value !== null) return normalizeStrings(value);
  return value;
}

/**
 * What a payload schema sees of received form data: refused when out of FORM_DATA_BOUNDS, else every key and string
 * normalised by normalizeTextInput. The text is what the visitor typed: it is escaped where it is output (the e-mail's
 * HTML), never before.
 */
export function receivedFormData(value: unknown, context: z.RefinementCtx): unknown {
  if (exceedsFormDataBounds(value)) {
    context.addIssue({ code: "custom", message: FORM_DATA_BOUNDS_MESSAGE, input: value });
    return undefined;
  }
  return receivedValue(value);
}
