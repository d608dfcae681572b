import { describe, expect, it } from "vitest";
import { FIELD_LIMITS, maxLengthMessage } from "./limits";

describe("FIELD_LIMITS", () => {
  it.each([
    ["email", 254],
    ["name", 100],
    ["companyName", 200],
    ["phone", 20],
    ["message", 5000],
    ["shortText", 255],
    ["url", 2048],
  ] as const)("%s is %i", (field, limit) => {
    expect(FIELD_LIMITS[field]).toBe(limit);
  });

  it("has no other limits", () => {
    expect(Object.keys(FIELD_LIMITS)).toHaveLength(7);
  });
});

describe("maxLengthMessage", () => {
  it.each([
    [255, "Máximo 255 caracteres"],
    [100, "Máximo 100 caracteres"],
    [5000, "Máximo 5000 caracteres"],
  ])("%i gives %s", (limit, message) => {
    expect(maxLengthMessage(limit)).toBe(message);
  });
});
