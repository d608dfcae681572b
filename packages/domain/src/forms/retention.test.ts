import { describe, expect, it } from "vitest";
import { FORM_CONSENTS } from "./consents";
import { FORM_TYPE_KEYS } from "./form-types";
import {
  FORM_RETENTION,
  LEAD_RETENTION_DAYS_DEFAULT,
  leadRetentionText,
  retentionPeriodText,
} from "./retention";

describe("lead retention text", () => {
  it("says the policy's two years for the default", () => {
    expect(LEAD_RETENTION_DAYS_DEFAULT).toBe(730);
    expect(leadRetentionText()).toBe(
      "Hasta 2 años desde el último contacto; si llegas a ser cliente, lo que dure la relación y después los plazos legales.",
    );
  });

  it.each([
    [365, "1 año"],
    [1095, "3 años"],
    [30, "1 mes"],
    [180, "6 meses"],
    [1, "1 día"],
    [45, "45 días"],
  ])("words %i days as %s", (days, text) => {
    expect(retentionPeriodText(days)).toBe(text);
    expect(leadRetentionText(days)).toContain(`Hasta ${text} desde`);
  });
});

describe("retention per form type", () => {
  it.each(FORM_TYPE_KEYS)(
    "%s: a period within the cap, worded from what the database records",
    (formType) => {
      const rule = FORM_RETENTION[formType];
      const longest = Math.max(rule.days, rule.withConsent?.days ?? 0);
      expect(longest).toBeLessThanOrEqual(LEAD_RETENTION_DAYS_DEFAULT);
      expect(rule.text).toMatch(new RegExp(`^Hasta ${retentionPeriodText(rule.days)} desde `));
      const counted =
        rule.from === "lastContact" ? "el último contacto" : /tu candidatura|tu inscripción|el envío/;
      expect(rule.text).toMatch(counted);
      // Nothing the database does not know: a session's date, the end of a selection process.
      expect(rule.text).not.toMatch(/sesión|después de/);
    },
  );

  it("keeps a job application longer only with the consent its form asks for", () => {
    const jobs = FORM_RETENTION.jobs;
    expect(jobs.withConsent).toEqual({ consent: "cvForOtherVacancies", days: 365 });
    expect(FORM_CONSENTS.jobs.optional).toContain("cvForOtherVacancies");
    expect(jobs.text).toBe(
      "Hasta 6 meses desde tu candidatura, para el proceso de la oferta. Si marcas la casilla de otras vacantes, hasta 1 año desde tu candidatura (ver «Candidaturas para otras vacantes»).",
    );
    for (const formType of FORM_TYPE_KEYS) {
      const consent = FORM_RETENTION[formType].withConsent?.consent;
      if (consent !== undefined) expect(FORM_CONSENTS[formType].optional).toContain(consent);
    }
  });

  it("words the short periods as the policy says them", () => {
    expect(FORM_RETENTION.webinars.text).toBe("Hasta 6 meses desde tu inscripción.");
    expect(FORM_RETENTION.logicTest.text).toBe("Hasta 6 meses desde el envío.");
    expect(FORM_RETENTION.contact.text).toBe(leadRetentionText());
  });
});
