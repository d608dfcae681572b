import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { givenConsents } from "./consents";
import { parseSendEmailRequest } from "./send-email";
import {
  exceedsFormDataBounds,
  FORM_DATA_BOUNDS_MESSAGE,
  normalizeTextInput,
  receivedFormData,
} from "./text-input";

const contact = (formData: Record<string, unknown>) => ({
  formType: "contactHome",
  formData: {
    name: "Ana López",
    email: "ana@empresa.es",
    phone: "",
    company: "Acme",
    companySize: "11-50",
    message: "Hola",
    contactMethods: ["email"],
    ...formData,
  },
  userEmail: "ana@empresa.es",
  copyToUser: true,
  consents: givenConsents("contactHome"),
});

/** No surrogate outside a valid pair (String.prototype.isWellFormed, not in this package's lib yet). */
const isWellFormed = (text: string) =>
  !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ""));

describe("normalizeTextInput", () => {
  it.each([
    ["\u0000", ""],
    ["Hola \udfff", "Hola "],
    ["a\ud800b", "ab"],
    ["emoji 😀 se queda", "emoji 😀 se queda"],
    ["Jose\u0301", "José"],
    ["línea 1\r\nlínea 2\tfin", "línea 1\r\nlínea 2\tfin"],
    ["abc\u202Efed", "abcfed"],
    ["\u2067aislado\u2069", "aislado"],
    ["familia 👨\u200D👩\u200D👧", "familia 👨\u200D👩\u200D👧"],
    ["\u0007campana\u007F\u0085", "campana"],
  ])("%j → %j", (input, output) => {
    expect(normalizeTextInput(input)).toBe(output);
  });

  it("always gives well-formed, NUL-free, NFC text, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        const normalized = normalizeTextInput(text);
        expect(isWellFormed(normalized)).toBe(true);
        expect(normalized.includes("\u0000")).toBe(false);
        expect(normalized).toBe(normalized.normalize("NFC"));
        expect(normalizeTextInput(normalized)).toBe(normalized);
      }),
      { numRuns: 500 },
    );
  });
});

describe("exceedsFormDataBounds", () => {
  const nested = (depth: number) => {
    let value: unknown = "x";
    for (let level = 0; level < depth; level += 1) value = [value];
    return value;
  };

  it("accepts the forms' flat records and refuses deep or huge structures without recursing", () => {
    expect(exceedsFormDataBounds(contact({}).formData)).toBe(false);
    expect(exceedsFormDataBounds({ a: nested(3) })).toBe(false);
    expect(exceedsFormDataBounds({ a: nested(4) })).toBe(true);
    expect(exceedsFormDataBounds({ a: nested(100_000) })).toBe(true);
    expect(exceedsFormDataBounds({ list: Array.from({ length: 500 }, () => 1) })).toBe(true);
  });
});

describe("receivedFormData", () => {
  const received = (value: unknown) => {
    const issues: unknown[] = [];
    const result = receivedFormData(value, { addIssue: (issue: unknown) => issues.push(issue) } as never);
    expect(issues).toEqual([]);
    return result;
  };
  /** Its definition, step by step: every key and string normalised, nothing decoded. */
  const normalized = (value: unknown): unknown => {
    if (typeof value === "string") return normalizeTextInput(value);
    if (Array.isArray(value)) return value.map(normalized);
    if (typeof value === "object" && value !== null)
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [normalizeTextInput(key), normalized(item)]),
      );
    return value;
  };
  const byDefinition = normalized;

  it.each([
    // What the visitor typed is kept as typed: entities are text, escaped once where HTML is written.
    [{ message: "a &lt; b & <c>" }, { message: "a &lt; b & <c>" }],
    [{ message: "Tom & Jerry\u0000" }, { message: "Tom & Jerry" }],
    [{ "Jose\u0301": "Jose\u0301" }, { José: "José" }],
    [{ message: "plain ASCII, tabs\tand\r\nlines" }, { message: "plain ASCII, tabs\tand\r\nlines" }],
    [{ list: ["&amp;", "\u202Eabc", 3, true, null] }, { list: ["&amp;", "abc", 3, true, null] }],
  ])("%j → %j", (input, output) => {
    expect(received(input)).toEqual(output);
  });

  it("keeps a '__proto__' key as an own property", () => {
    const result = received(JSON.parse('{"__proto__": {"polluted": "x\\u0000"}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, "__proto__")?.value).toEqual({ polluted: "x" });
  });

  it("equals its definition for any bounded JSON value, hostile text included", () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 20 }),
      fc.string({
        unit: fc.constantFrom("a", "&", "amp;", "lt;", "#x27;", "\u0301", "\ud800", "\u202E", "\t", "é"),
        maxLength: 12,
      }),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        text,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie("node"), { maxLength: 3 }),
        fc.dictionary(text, tie("node"), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(text, value, { maxKeys: 5 }), (formData) => {
        fc.pre(!exceedsFormDataBounds(formData));
        expect(received(formData)).toEqual(byDefinition(formData));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("received form data in the e-mail call", () => {
  it.each(["\u0000", "Hola \udfff", "a\ud800b"])("normalises %j in the message", (message) => {
    const parsed = parseSendEmailRequest(contact({ message: `Mensaje ${message}` }));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const stored = (parsed.value.formData as { message: string }).message;
    expect(stored).toBe(`Mensaje ${normalizeTextInput(message)}`.trim());
    expect(isWellFormed(stored)).toBe(true);
  });

  it.each(["contactHome", "business", "betaAccess", "freeTrial"])(
    "refuses formData nested 3000 levels deep for %s with a 400 naming formData",
    (formType) => {
      let deep: unknown = "x";
      for (let level = 0; level < 3000; level += 1) deep = [deep];
      const parsed = parseSendEmailRequest({ ...contact({ message: deep }), formType });
      expect(parsed).toEqual({
        ok: false,
        error: expect.objectContaining({
          details: [{ path: "formData", message: FORM_DATA_BOUNDS_MESSAGE }],
        }),
      });
    },
  );
});
