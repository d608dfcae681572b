import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { FORM_RETENTION, PRIVACY_POLICY_VERSION } from "@nivelia/domain/forms";
import { describe, expect, it } from "vitest";
import { FORM_PROCESSING_LIST, OTHER_PROCESSING, RECIPIENTS, SITE_FORM_TYPES } from "./processing";

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

  it("states each form's retention as the domain's rule, the one the API's retention pass enforces", () => {
    expect(FORM_PROCESSING_LIST.map((processing) => processing.retention)).toEqual(
      SITE_FORM_TYPES.map((formType) => FORM_RETENTION[formType].text),
    );
    expect(FORM_RETENTION.contact.text).toContain("Hasta 2 años desde el último contacto");
  });
});
