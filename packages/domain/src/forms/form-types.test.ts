import { describe, expect, it } from "vitest";
import { copyToUserFor, FORM_TYPE_KEYS, FORM_TYPES, isFormType, resolveFormType } from "./form-types";

describe("FORM_TYPES", () => {
  it.each([
    ["contactHome", "contact", true],
    ["contact", "contact", true],
    ["business", "business", true],
    ["ongs", "ong", true],
    ["candidates", "candidates", true],
    ["earlyAccess", "earlyAccess", true],
    ["freeTrial", "freeTrial", true],
    ["freeAccess", "freeAccess", true],
    ["jobs", "job", true],
    ["rolesDictionary", "rolesDictionary", true],
    ["webinars", "webinar", true],
    ["pricing", "pricing", true],
    ["newsletter", "newsletter", false],
    ["betaAccess", "betaAccess", true],
    ["logicTest", "logicTest", true],
  ] as const)("%s → %s, copy to user %s", (formType, templateType, copy) => {
    expect(FORM_TYPES[formType]).toBe(templateType);
    expect(resolveFormType(formType)).toEqual({ ok: true, value: templateType });
    expect(copyToUserFor(formType)).toBe(copy);
  });

  it("has the fourteen types of section 7 and the contact page's contact", () => {
    expect(FORM_TYPE_KEYS).toHaveLength(15);
  });

  it.each(["ong", "job", "", "toString", "__proto__", "constructor", "CONTACTHOME"])(
    "%j is unsupported",
    (formType) => {
      expect(isFormType(formType)).toBe(false);
      expect(resolveFormType(formType)).toEqual({ ok: false, message: "Unsupported form type" });
    },
  );
});
