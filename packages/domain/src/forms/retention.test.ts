import { describe, expect, it } from "vitest";
import { LEAD_RETENTION_DAYS_DEFAULT, leadRetentionText, retentionPeriodText } from "./retention";

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
