import { describe, expect, it } from "vitest";
import { isValidSpanishTaxId, normalizeTaxId } from "./tax-id";

describe("isValidSpanishTaxId", () => {
  it.each([
    ["12345678Z", "a DNI"],
    ["00000000T", "a DNI of zeros"],
    ["X1234567L", "an NIE starting with X"],
    ["Y1234567X", "an NIE starting with Y"],
    ["Z1234567R", "an NIE starting with Z"],
    ["B12345674", "a limited company (control digit)"],
    ["A58818501", "a public limited company"],
    ["Q2826000H", "a public body (control letter)"],
    ["G12345674", "an association with a control digit"],
    ["G1234567D", "an association with a control letter"],
    ["b-1234567 4", "written with a hyphen, a space and lower case"],
  ])("accepts %s (%s)", (value) => {
    expect(isValidSpanishTaxId(value)).toBe(true);
  });

  it.each([
    ["12345678A", "a DNI with the wrong letter"],
    ["X1234567A", "an NIE with the wrong letter"],
    ["B12345675", "a company with the wrong control digit"],
    ["B1234567D", "a limited company with a control letter"],
    ["Q28260008", "a public body with a control digit"],
    ["I12345674", "an entity type that does not exist"],
    ["B1234567", "too short"],
    ["", "empty"],
  ])("rejects %s (%s)", (value) => {
    expect(isValidSpanishTaxId(value)).toBe(false);
  });

  it("normalises case and separators", () => {
    expect(normalizeTaxId(" b-12.345.674 ")).toBe("B12345674");
  });
});
