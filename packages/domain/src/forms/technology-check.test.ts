import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  containsMarkupOrScript,
  VerifyTechnologyRequestSchema,
  validateTechnologyInput,
} from "./technology-check";

const EMPTY = "Por favor, ingresa una tecnología";
const TOO_LONG = "Máximo 255 caracteres";
const INVALID = "Entrada inválida";

describe("validateTechnologyInput", () => {
  it.each([
    ["React", "React"],
    ["  Node.js  ", "Node.js"],
    ["C++", "C++"],
    ["C#", "C#"],
    ["ASP.NET Core / Blazor", "ASP.NET Core / Blazor"],
    ["a < b", "a < b"],
    ["< svg", "< svg"],
    ["<3 Vue", "<3 Vue"],
    ["x".repeat(255), "x".repeat(255)],
    [` ${"x".repeat(255)} `, "x".repeat(255)],
    ["JavaScript", "JavaScript"],
  ])("accepts %j as %j", (text, value) => {
    expect(validateTechnologyInput(text)).toEqual({ ok: true, value });
  });

  it.each([
    ["", EMPTY],
    ["   ", EMPTY],
    ["\n\t", EMPTY],
    ["x".repeat(256), TOO_LONG],
    [`<script>${"x".repeat(300)}`, TOO_LONG],
    ["<script>alert(1)</script>", INVALID],
    ["<script", INVALID],
    ["<img src=x onerror=alert(1)>", INVALID],
    ["React</b>", INVALID],
    ["<!-- comentario -->", INVALID],
    ["<?php", INVALID],
    ["javascript:alert(1)", INVALID],
    ["JavaScript:alert(1)", INVALID],
    ["java script : alert(1)", INVALID],
    ["java\tscript:alert(1)", INVALID],
  ])("rejects %j with %j", (text, message) => {
    expect(validateTechnologyInput(text)).toEqual({ ok: false, message });
  });

  it("never accepts text containing '<script', in any case", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom("<script", "<SCRIPT", "<ScRiPt"),
        (before, after, tag) => !validateTechnologyInput(`${before}${tag}${after}`).ok,
      ),
    );
  });
});

describe("containsMarkupOrScript", () => {
  it.each([
    ["<b>", true],
    ["</", true],
    ["JAVASCRIPT :", true],
    ["<>", false],
    ["<3", false],
    ["script", false],
    ["javascript", false],
  ])("%j → %s", (text, found) => {
    expect(containsMarkupOrScript(text)).toBe(found);
  });
});

describe("VerifyTechnologyRequestSchema", () => {
  it("takes the checker's trimmed text", () => {
    expect(VerifyTechnologyRequestSchema.parse({ technology: " Go " })).toEqual({ technology: "Go" });
  });

  it.each([[{}], [{ technology: "" }], [{ technology: "<script>" }], [{ technology: 1 }]])(
    "rejects %j",
    (body) => {
      expect(VerifyTechnologyRequestSchema.safeParse(body).success).toBe(false);
    },
  );
});
