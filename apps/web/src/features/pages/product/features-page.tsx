import { ASSESSMENT_TYPES, PRODUCT_FEATURES, PRODUCT_FEATURES_FOOTNOTE } from "@nivelia/domain/content";
import {
  FEATURE_GROUPS,
  FEATURES_CORE,
  FEATURES_CTA,
  FEATURES_INTRO,
  FEATURES_TEST_TYPES,
} from "../../../content/pages/features";
import { CheckList, GridSection, PageCta, PageHeader, PageLinks, PageSection } from "../layout";

/**
 * /caracteristicas: the four core features and every capability grouped by stage. The nine test types are named and
 * linked, not repeated: their cards live on the landing and /candidatos, the figures on the landing.
 */
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
      <PageSection title={FEATURES_TEST_TYPES.title} intro={FEATURES_TEST_TYPES.intro} tone="muted">
        <CheckList items={ASSESSMENT_TYPES.map((type) => type.title)} />
        <div className="flex flex-wrap gap-3">
          <PageLinks links={FEATURES_TEST_TYPES.links} />
        </div>
      </PageSection>
      <PageCta cta={FEATURES_CTA} />
    </>
  );
}

export { FeaturesPage };
