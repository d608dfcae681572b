import { MARKETING_CLAIMS, PRODUCT_FEATURES, PRODUCT_FEATURES_FOOTNOTE } from "@nivelia/domain/content";
import {
  FEATURE_GROUPS,
  FEATURES_CLAIMS,
  FEATURES_CORE,
  FEATURES_CTA,
  FEATURES_INTRO,
} from "../../../content/pages/features";
import { lazyHydrated } from "../../../lib/lazy-hydrated";
import { CheckList, GridSection, PageCta, PageHeader, PageSection, StatGrid } from "../layout";

// The landing's assessment types, with their filter and detail dialogs.
const AssessmentTypesSection = lazyHydrated("assessment-types", () =>
  import("../../home/assessment-types/assessment-types-section").then(
    (module) => module.AssessmentTypesSection,
  ),
);

/** /caracteristicas: the four core features, every capability grouped by stage, the nine test types and the figures. */
function FeaturesPage() {
  return (
    <>
      <PageHeader {...FEATURES_INTRO} />
      <PageSection title={FEATURES_CORE.title} intro={FEATURES_CORE.intro}>
        <CheckList items={PRODUCT_FEATURES.map((feature) => feature.title)} />
        <p className="text-muted-foreground text-sm">{PRODUCT_FEATURES_FOOTNOTE}</p>
      </PageSection>
      {FEATURE_GROUPS.map((group, index) => (
        <GridSection
          key={group.title}
          section={group}
          columns={2}
          tone={index % 2 === 0 ? "muted" : "default"}
        />
      ))}
      <AssessmentTypesSection />
      <PageSection title={FEATURES_CLAIMS.title} intro={FEATURES_CLAIMS.intro} tone="muted">
        <StatGrid stats={Object.values(MARKETING_CLAIMS)} />
      </PageSection>
      <PageCta cta={FEATURES_CTA} />
    </>
  );
}

export { FeaturesPage };
