import { existsSync, readFileSync } from "node:fs";
import { MARKETING_CLAIMS, PRODUCT_FEATURES, PRODUCT_FEATURES_FOOTNOTE } from "@nivelia/domain/content";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR, htmlFiles } from "./built-pages.ts";

/** How far apart a claim's figure and its caption may be in a page's text: one tile, not the whole page. */
const CLAIM_WINDOW = 80;

const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&nbsp;": " ",
};

/** The visible text of an HTML page: no scripts, styles, comments or tags, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ");
}

/** Whether the text has the figure and the caption close together, in either order. */
function showsClaim(text: string, value: string, label: string): boolean {
  for (let at = text.indexOf(label); at !== -1; at = text.indexOf(label, at + 1)) {
    const around = text.slice(Math.max(0, at - CLAIM_WINDOW), at + label.length + CLAIM_WINDOW);
    if (around.includes(value)) return true;
  }
  return false;
}

describe("section 1's claims on the prerendered pages", () => {
  it("finds the build", () => {
    expect(existsSync(CLIENT_DIR), `${CLIENT_DIR} is missing: build the web app first`).toBe(true);
  });

  const pages = existsSync(CLIENT_DIR)
    ? htmlFiles(CLIENT_DIR).map((file) => visibleText(readFileSync(file, "utf8")))
    : [];

  it("shows every marketing claim, figure and caption together, on at least one page", () => {
    const unseen = Object.entries(MARKETING_CLAIMS)
      .filter(([, claim]) => !pages.some((text) => showsClaim(text, claim.value, claim.label)))
      .map(([id, claim]) => `${id}: ${claim.value} ${claim.label}`);
    expect(unseen).toEqual([]);
  });

  it("shows every product feature, and the footnote wherever a feature carries its asterisk", () => {
    const unseen = PRODUCT_FEATURES.filter(
      (feature) =>
        !pages.some(
          (text) =>
            text.includes(feature.title) &&
            (!feature.title.endsWith("*") || text.includes(PRODUCT_FEATURES_FOOTNOTE)),
        ),
    ).map((feature) => feature.title);
    expect(unseen).toEqual([]);
  });
});
