import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CONSENTS } from "@nivelia/domain/forms";
import { describe, expect, it } from "vitest";
import { dataProtectionNotice } from "./data-protection-notice";
import { FORM_PROCESSING_LIST, OTHER_PROCESSING, RECIPIENTS, SITE_FORM_TYPES } from "./processing";

const FEATURES = join(import.meta.dirname, "..", "..", "features");

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every form type a component sends: `useSendFormEmail("x")`, `formType: "x"`, `formType="x"` or its default. */
function sentFormTypes(): Set<string> {
  const sent = new Set<string>();
  const patterns = [/useSendFormEmail\("(\w+)"\)/g, /formType(?::|=| = )\s*"(\w+)"/g];
  for (const file of componentFiles(FEATURES)) {
    const text = readFileSync(file, "utf8");
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) sent.add(match[1] ?? "");
  }
  return sent;
}

/** Every form that shows the first layer of data-protection information, by its form type. */
function noticedFormTypes(): Set<string> {
  const noticed = new Set<string>();
  for (const file of componentFiles(FEATURES)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/<DataProtectionNotice formType="(\w+)"/g)) noticed.add(match[1] ?? "");
    if (text.includes("<DataProtectionNotice formType={formType}")) {
      for (const match of text.matchAll(/formType(?::|=| = )\s*"(\w+)"/g)) noticed.add(match[1] ?? "");
      for (const match of text.matchAll(/"(\w+)" \| "(\w+)"/g)) {
        noticed.add(match[1] ?? "");
        noticed.add(match[2] ?? "");
      }
    }
  }
  return noticed;
}

describe("the processing register of /privacidad", () => {
  it("lists exactly the forms the site shows, no more and no fewer", () => {
    expect([...sentFormTypes()].sort()).toEqual([...SITE_FORM_TYPES].sort());
  });

  it("shows the first layer of data-protection information under every one of those forms", () => {
    expect([...noticedFormTypes()].sort()).toEqual([...SITE_FORM_TYPES].sort());
  });

  it("gives one legal basis per processing", () => {
    for (const processing of [...FORM_PROCESSING_LIST, ...OTHER_PROCESSING]) {
      const articles = processing.legalBasis.match(/art\. 6\.1\.[a-f]/g) ?? [];
      expect(articles, processing.activity).toHaveLength(1);
    }
  });

  it("asks consent, not an objection, to keep applications for other vacancies", () => {
    const all = [...FORM_PROCESSING_LIST, ...OTHER_PROCESSING];
    expect(all.map((processing) => processing.retention).join(" ")).not.toMatch(/si no te opones/);
    const vacancies = all.find((processing) => processing.activity.includes("otras vacantes"));
    expect(vacancies?.legalBasis).toMatch(/consentimiento/);
    expect(vacancies?.where).toContain(`«${CONSENTS.cvForOtherVacancies.label}»`);
    expect(vacancies?.retention).toBe(
      "Hasta 1 año desde tu candidatura, o hasta que retires tu consentimiento si es antes.",
    );
  });

  it("names the grading language-model provider among the recipients", () => {
    expect(RECIPIENTS.some((recipient) => /modelos de lenguaje/.test(recipient.name))).toBe(true);
  });

  it("builds every form's first layer from the register: controller, purpose, basis and rights", () => {
    for (const formType of SITE_FORM_TYPES) {
      expect(dataProtectionNotice(formType).map((line) => line.term)).toEqual([
        "Responsable",
        "Finalidad",
        "Legitimación",
        "Derechos",
      ]);
    }
  });
});
