import { describe, expect, it } from "vitest";
import { SendEmailBodySchema } from "../api/contract";
import {
  CONSENTS,
  consentsSchemaFor,
  FORM_CONSENTS,
  givenConsents,
  PRIVACY_POLICY_VERSION,
} from "./consents";
import { FORM_TYPE_KEYS } from "./form-types";
import { FORM_MESSAGES } from "./messages";

describe("consents", () => {
  it.each(FORM_TYPE_KEYS)("%s requires the privacy policy, and what the form sends passes", (formType) => {
    expect(FORM_CONSENTS[formType].required).toContain("privacyPolicy");
    const schema = consentsSchemaFor(formType);
    expect(schema.parse(givenConsents(formType))).toEqual({
      policyVersion: PRIVACY_POLICY_VERSION,
      privacyPolicy: true,
    });
    const refused = schema.safeParse({ policyVersion: PRIVACY_POLICY_VERSION, privacyPolicy: false });
    expect(refused.error?.issues[0]?.message).toBe(FORM_MESSAGES.rgpd);
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe(FORM_MESSAGES.rgpd);
    expect(schema.safeParse({ privacyPolicy: true }).success).toBe(false);
  });

  it("records an optional consent only where the form asks it, either way", () => {
    expect(givenConsents("jobs", { cvForOtherVacancies: false })).toEqual({
      policyVersion: PRIVACY_POLICY_VERSION,
      privacyPolicy: true,
      cvForOtherVacancies: false,
    });
    const sent = { ...givenConsents("contact"), cvForOtherVacancies: true };
    // A consent the form does not ask is dropped, not stored.
    expect(consentsSchemaFor("contact").parse(sent)).not.toHaveProperty("cvForOtherVacancies");
    expect(consentsSchemaFor("jobs").parse(sent)).toHaveProperty("cvForOtherVacancies", true);
  });

  it("names only known consents in the rules", () => {
    for (const { required, optional } of Object.values(FORM_CONSENTS)) {
      for (const key of [...required, ...optional]) expect(CONSENTS).toHaveProperty(key);
    }
  });

  it("is part of the send-email body the contract documents", () => {
    const body = {
      formType: "newsletter",
      formData: { email: "ana@acme.es" },
      userEmail: "",
      copyToUser: false,
    };
    expect(SendEmailBodySchema.safeParse(body).error?.issues[0]).toMatchObject({
      path: ["consents"],
      message: FORM_MESSAGES.rgpd,
    });
    expect(SendEmailBodySchema.safeParse({ ...body, consents: givenConsents("newsletter") }).success).toBe(
      true,
    );
  });
});
