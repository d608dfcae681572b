import { z } from "zod";
import { emailAddress, optionalText, personAndEmail, receivedPayload, requiredText } from "./fields";
import { FIELD_LIMITS } from "./limits";

/*
 * formData of the form types the site has no form of its own for (section 7 maps them; other clients send them):
 * what a lead of each needs so that the team can answer it, as the privacy register lists their data.
 */

/** Every lead names a person and the address to answer to (personAndEmail); these also name a company. */
function companyLeadFields() {
  return { ...personAndEmail(), company: requiredText(FIELD_LIMITS.companyName) };
}

/** A company's question about the product ('business'): the question is the lead. */
export const BusinessEnquiryPayloadSchema = receivedPayload(() =>
  z.object({ ...companyLeadFields(), message: requiredText(FIELD_LIMITS.message) }),
);

/** A question about plans and packages ('pricing'). */
export const PricingEnquiryPayloadSchema = BusinessEnquiryPayloadSchema;

/** A request for free access ('freeAccess'): who and for which company; a note is optional. */
export const FreeAccessPayloadSchema = receivedPayload(() =>
  z.object({ ...companyLeadFields(), message: optionalText(FIELD_LIMITS.message) }),
);

/** A request for the roles dictionary ('rolesDictionary'): where to send it. */
export const RolesDictionaryPayloadSchema = receivedPayload(() => z.object(personAndEmail()));

/** A newsletter sign-up: the address alone. */
export const NewsletterPayloadSchema = receivedPayload(() => z.object({ email: emailAddress() }));

export type BusinessEnquiryPayload = z.output<typeof BusinessEnquiryPayloadSchema>;
export type FreeAccessPayload = z.output<typeof FreeAccessPayloadSchema>;
export type RolesDictionaryPayload = z.output<typeof RolesDictionaryPayloadSchema>;
export type NewsletterPayload = z.output<typeof NewsletterPayloadSchema>;
