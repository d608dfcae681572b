import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { LEGAL_IDENTITY_FIELDS, LEGAL_IDENTITY_PLACEHOLDER_NOTE } from "@nivelia/domain/content";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR, htmlFiles } from "./built-pages.ts";

const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&nbsp;": " ",
};
const decode = (html: string) =>
  html.replace(/&(amp|quot|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

describe("the legal identity's placeholders", () => {
  // Each value up to its first comma, so that a part of it ('Paseo de la Castellana 95') is caught too.
  const placeholders = LEGAL_IDENTITY_FIELDS.filter((field) => field.placeholder).map(
    (field) => field.value.split(",")[0] ?? field.value,
  );

  it("appear only where the page marks them provisional, never as real data elsewhere", () => {
    expect(existsSync(CLIENT_DIR), `${CLIENT_DIR} is missing: build the web app first`).toBe(true);
    const unmarked = htmlFiles(CLIENT_DIR)
      .map((file) => ({ page: relative(CLIENT_DIR, file), html: decode(readFileSync(file, "utf8")) }))
      .filter(({ html }) => placeholders.some((value) => html.includes(value)))
      .filter(({ html }) => !html.includes(LEGAL_IDENTITY_PLACEHOLDER_NOTE))
      .map(({ page }) => page);
    expect(unmarked).toEqual([]);
  });
});
