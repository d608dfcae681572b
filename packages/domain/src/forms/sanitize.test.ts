import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeSanitizedText, sanitizeFormData, sanitizeText } from "./sanitize";

describe("sanitizeText", () => {
  it.each([
    ["", ""],
    ["José Ñúñez", "José Ñúñez"],
    ["<script>alert('x')</script>", "&lt;script&gt;alert(&#x27;x&#x27;)&lt;&#x2F;script&gt;"],
    ['"citado"', "&quot;citado&quot;"],
    ["a/b", "a&#x2F;b"],
    ["Tom & Jerry", "Tom &amp; Jerry"],
    ["&lt;", "&amp;lt;"],
    ["1 < 2 > 0", "1 &lt; 2 &gt; 0"],
    ["https://nivelia.es", "https:&#x2F;&#x2F;nivelia.es"],
  ])("%j → %j", (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });

  it("never leaves an angle bracket or a quote", () => {
    // Strings biased towards the escaped characters, as well as arbitrary ones.
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("<", ">", '"', "'", "/", "&", "a", ";", "#") }),
        (text) => !/[<>"'/]/.test(sanitizeText(text)),
      ),
    );
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => !/[<>"']/.test(sanitizeText(text))));
  });

  it("is undone exactly by decodeSanitizedText", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => decodeSanitizedText(sanitizeText(text)) === text),
    );
  });

  it("leaves every '&' as the start of one of its entities", () => {
    fc.assert(
      fc.property(fc.string(), (text) => !/&(?!(?:amp|lt|gt|quot|#x27|#x2F);)/.test(sanitizeText(text))),
    );
  });
});

describe("decodeSanitizedText", () => {
  it.each([
    ["&lt;b&gt;", "<b>"],
    ["&amp;lt;", "&lt;"],
    ["&#x27;&quot;&#x2F;", "'\"/"],
    ["&nbsp;&#39;", "&nbsp;&#39;"],
    ["o&#x27;brien@empresa.es", "o'brien@empresa.es"],
  ])("%j → %j", (input, output) => {
    expect(decodeSanitizedText(input)).toBe(output);
  });
});

describe("sanitizeFormData", () => {
  it("sanitises every string value, recursively, and keeps the rest", () => {
    const date = new Date(0);
    expect(
      sanitizeFormData({
        name: "<b>Ana</b>",
        accepted: true,
        count: 3,
        missing: null,
        contactMethods: ["email", "a/b"],
        nested: { note: "'hola'", deeper: [{ text: '"x"' }] },
        date,
      }),
    ).toEqual({
      name: "&lt;b&gt;Ana&lt;&#x2F;b&gt;",
      accepted: true,
      count: 3,
      missing: null,
      contactMethods: ["email", "a&#x2F;b"],
      nested: { note: "&#x27;hola&#x27;", deeper: [{ text: "&quot;x&quot;" }] },
      date,
    });
  });

  it("does not change the input", () => {
    const data = { name: "<b>" };
    sanitizeFormData(data);
    expect(data).toEqual({ name: "<b>" });
  });

  it("keeps a '__proto__' key as data", () => {
    const data: Record<string, unknown> = JSON.parse('{"__proto__": {"polluted": "<x>"}}');
    const result = sanitizeFormData(data);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, "__proto__")?.value).toEqual({ polluted: "&lt;x&gt;" });
  });
});
