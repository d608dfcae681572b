import { describe, expect, it } from "vitest";
import { isEmailAddress, isPersonName, isPhoneNumber } from "./fields";

describe("isPersonName", () => {
  it.each([
    ["José Ñúñez", true],
    ["Begoña Güemes", true],
    ["  María   del Carmen ", true],
    ["Zoë Ørsted", true],
    ["Jose\u0301", true],
    ["José2", false],
    ["Ana-María", false],
    ["D'Artagnan", false],
    ["Ana.", false],
    ["Иван", false],
    ["李", false],
    ["Ⅻ", false],
    ["", false],
    ["   ", false],
  ])("%j → %s", (name, valid) => {
    expect(isPersonName(name)).toBe(valid);
  });
});

describe("isPhoneNumber", () => {
  it.each([
    ["612345678", true],
    ["612 34 56 78", true],
    ["+34 612-345-678", true],
    ["(91) 123 4567", true],
    ["123456", true],
    ["12345", false],
    ["1234567890123456", false],
    ["612.345.678", false],
    ["612345678 ext 2", false],
    [`${"1".repeat(15)}      `, false],
    ["", false],
  ])("%j → %s", (phone, valid) => {
    expect(isPhoneNumber(phone)).toBe(valid);
  });
});

describe("isEmailAddress", () => {
  it.each([
    ["ana@empresa.es", true],
    [" ana@empresa.es ", true],
    ["o'brien@empresa.ie", true],
    ["ana.lopez+rrhh@sub.empresa.com", true],
    ["ana@empresa", false],
    ["ana@", false],
    ["@empresa.es", false],
    ["ana empresa.es", false],
    ["", false],
  ])("%j → %s", (email, valid) => {
    expect(isEmailAddress(email)).toBe(valid);
  });
});
