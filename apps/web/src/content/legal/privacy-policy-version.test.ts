import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  LEAD_RETENTION_DAYS_DEFAULT,
  PRIVACY_POLICY_VERSION,
  retentionPeriodText,
} from "@nivelia/domain/forms";
import { describe, expect, it } from "vitest";
import { FORM_PROCESSING_LIST, OTHER_PROCESSING, RECIPIENTS } from "./processing";

/** The policy's text as /privacidad shows it: the document and the register of processings and recipients. */
function policyText(): string {
  const document = readFileSync(new URL("./privacidad.md", import.meta.url), "utf8").replace(/\r\n/g, "\n");
  return `${document}\n${JSON.stringify({ FORM_PROCESSING_LIST, OTHER_PROCESSING, RECIPIENTS })}`;
}

describe("privacy policy version", () => {
  it("is the hash of the policy's text, so a lead records the text its visitor accepted", () => {
    const hash = createHash("sha256").update(policyText()).digest("hex").slice(0, 16);
    // On failure the policy changed: set PRIVACY_POLICY_VERSION in packages/domain/src/forms/consents.ts to this.
    expect(PRIVACY_POLICY_VERSION).toBe(`sha256:${hash}`);
  });

  it("states the retention period the API enforces by default", () => {
    const leadProcessings = FORM_PROCESSING_LIST.filter((processing) =>
      processing.retention.endsWith(
        "desde el último contacto; si llegas a ser cliente, lo que dure la relación y después los plazos legales.",
      ),
    );
    expect(leadProcessings.length).toBeGreaterThan(0);
    for (const processing of leadProcessings) {
      expect(processing.retention).toContain(
        `Hasta ${retentionPeriodText(LEAD_RETENTION_DAYS_DEFAULT)} desde`,
      );
    }
    expect(retentionPeriodText(LEAD_RETENTION_DAYS_DEFAULT)).toBe("2 años");
  });
});
