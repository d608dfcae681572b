import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_DIR, htmlFiles } from "./built-pages.ts";

// Issue 49: thin pages and pages that repeat another page's blocks word for word.

/** The audience pages that must say something of their own, and how much at least. */
const AUDIENCE_PAGES = ["/edu", "/inversores", "/ongs", "/integraciones"] as const;
const MIN_WORDS = 350;

/** No page may share more than a third of its text with another: pages link to a shared block instead. */
const MAX_SHARED = 1 / 3;
/**
 * Pages left out, on both sides of a pair, with the reason: internal copies and listings, whose text is by nature
 * another page's.
 */
const EXEMPT: Readonly<Record<string, string>> = {
  "/test": "internal copy of the landing (section 2.1's test page), never indexed",
  "/test-calculator-v2": "internal copy of the cost assistant, never indexed",
  "/observatorio": "the list of articles, each introduced by its own summary",
  "/tools": "the list of tools, each introduced by its own summary",
};

/** Two texts share a passage when they have this many words in a row in common. */
const PASSAGE_WORDS = 6;

/** The words of a page's main content (no header, footer or banner), lower-cased. */
function mainWords(html: string): string[] {
  const main = html.match(/<main\b[\s\S]*?<\/main>/)?.[0] ?? "";
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[#a-z0-9]+;/gi, " ")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

function passages(words: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (let at = 0; at + PASSAGE_WORDS <= words.length; at++)
    set.add(words.slice(at, at + PASSAGE_WORDS).join(" "));
  return set;
}

const PAGES = existsSync(CLIENT_DIR)
  ? new Map(
      htmlFiles()
        .filter((file) => file.endsWith(`${sep}index.html`))
        .map((file) => {
          const path = `/${relative(CLIENT_DIR, file).split(sep).slice(0, -1).join("/")}`;
          return [path, passages(mainWords(readFileSync(file, "utf8")))] as const;
        }),
    )
  : new Map<string, Set<string>>();

describe("pages with their own substance", () => {
  it("finds the build", () => {
    expect(existsSync(CLIENT_DIR), `${CLIENT_DIR} is missing: build the web app first`).toBe(true);
  });

  it.each(AUDIENCE_PAGES)(`%s has at least ${MIN_WORDS} words of its own`, (path) => {
    const file = join(CLIENT_DIR, path, "index.html");
    expect(mainWords(readFileSync(file, "utf8")).length).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it("measures every prerendered page", () => {
    for (const path of [...AUDIENCE_PAGES, "/caracteristicas", "/feedback", "/candidatos"])
      expect(PAGES.get(path)?.size ?? 0, path).toBeGreaterThan(0);
  });

  it("has no page sharing more than a third of its text with another", () => {
    const measured = [...PAGES].filter(([path]) => !(path in EXEMPT));
    const overShared = measured.flatMap(([path, own]) =>
      measured
        .filter(([other]) => other !== path)
        .map(([other, theirs]) => {
          const shared = [...own].filter((passage) => theirs.has(passage)).length;
          return { path, other, share: shared / Math.max(own.size, 1) };
        })
        .filter(({ share }) => share > MAX_SHARED)
        .map(({ path, other, share }) => `${path} shares ${share.toFixed(2)} with ${other}`),
    );
    expect(overShared).toEqual([]);
  });
});
