import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { CONTACT_EMAILS, HELP_QUESTIONS, LEGAL_IDENTITY } from "@nivelia/domain/content";
import { describe, expect, it } from "vitest";

// The copy the project wrote, in the web app and in the domain package (issue 49: the copy never contradicts the
// facts module, packages/domain/src/content/company-facts.ts, nor itself).
const WEB_SRC = join(import.meta.dirname, "..");
const DOMAIN_SRC = join(import.meta.dirname, "..", "..", "..", "..", "packages", "domain", "src");
const ROOTS = [WEB_SRC, DOMAIN_SRC];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.(ts|tsx|md)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name);
    return isSource && entry.name !== "routeTree.gen.ts" ? [path] : [];
  });
}

/** A file's text without its comment lines: the rules are about what visitors read. */
function copyOf(path: string): string {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*\*?|\*)/.test(line))
    .join("\n");
}

const FILES = ROOTS.flatMap((root) => sourceFiles(root).map((path) => ({ root, path, text: copyOf(path) })));

/** Strings that once contradicted the facts or the spelling rules, and why each must not come back. */
const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /horas laborables/i, why: "one response promise: 'menos de 24 horas' (RESPONSE_PROMISE)" },
  { pattern: /mismo día laborable/i, why: "one response promise: 'menos de 24 horas' (RESPONSE_PROMISE)" },
  {
    pattern: /(?<!prioritario )24\/7(?!", label: "actualizaciones")/i,
    why: "24/7 is only the Modular plan's priority support and the technology updates tile",
  },
  {
    pattern: /cualquier empresa puede comprobar/i,
    why: "report verification is planned (REPORT_VERIFICATION)",
  },
  { pattern: /Incluido en cada evaluación/i, why: "the API connection is in development (API_CONNECTION)" },
  { pattern: /te recibimos/i, why: "the office address is provisional (OFFICE)" },
  { pattern: /nivelia-demo/, why: "not a YouTube id: the demo video is configuration (VITE_DEMO_VIDEO_URL)" },
  {
    pattern: /consumers\/odr/i,
    why: "the EU ODR platform closed on 20 July 2025 (Regulation (EU) 2024/3228)",
  },
  {
    pattern: /GDPR(?! Compliant)/,
    why: "'RGPD' in Spanish prose; 'GDPR Compliant' is the specification's badge",
  },
  { pattern: / seniors?\b(?!:)/, why: "'sénior' in Spanish prose" },
  { pattern: /path="\/(ongs|edu)" eyebrow="Precios"/, why: "/ongs and /edu are programmes, not prices" },
];

describe("the copy the project wrote", () => {
  it("reads files from both packages", () => {
    expect(FILES.filter((file) => file.root === WEB_SRC).length).toBeGreaterThan(50);
    expect(FILES.filter((file) => file.root === DOMAIN_SRC).length).toBeGreaterThan(20);
  });

  it.each(FORBIDDEN)("never contains $pattern ($why)", ({ pattern }) => {
    const hits = FILES.flatMap(({ root, path, text }) =>
      text
        .split("\n")
        .filter((line) => pattern.test(line))
        .map((line) => `${relative(root, path)}: ${line.trim().slice(0, 120)}`),
    );
    expect(hits).toEqual([]);
  });

  it("sends rights requests to one address, in the privacy policy and in the FAQ", () => {
    expect(LEGAL_IDENTITY.privacyContact.value).toBe(CONTACT_EMAILS.privacy);
    const deletion = HELP_QUESTIONS.find((question) => question.id === "eliminar-datos");
    expect(deletion?.answer).toContain(CONTACT_EMAILS.privacy);
    expect(deletion?.answer).not.toContain(CONTACT_EMAILS.support);
  });
});
