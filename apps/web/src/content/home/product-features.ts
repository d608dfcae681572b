import type { MarketingClaimId } from "@nivelia/domain/content";

/** Copy of the product-features block of the landing page ('Cómo funciona'). */
export const PRODUCT_FEATURES_COPY = {
  featuresHeading: "Funcionalidades del producto",
  claimsHeading: "Lo que consiguen los equipos que evalúan con nosotros",
} as const;

/**
 * The section 1 claims this block shows: every one that no other landing section shows with its figure and
 * caption (the hero has the speed, time and feedback claims, pricing the cancel-at-any-time note).
 */
export const PRODUCT_FEATURES_CLAIMS: readonly MarketingClaimId[] = [
  "candidateVolume",
  "screeningTimeSaved",
  "costReduction",
  "testTypes",
  "seniorPrecision",
  "stackCoverage",
  "riskReduction",
  "searchSpeed",
  "technicalVisibility",
  "setupTime",
  "firstEvaluationFree",
  "iso27001",
  "gdpr",
];
