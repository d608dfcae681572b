import { MATCH_EXPLAINER_POINTS } from "@nivelia/domain/content";
import {
  CANDIDATES_CERTIFICATION,
  CANDIDATES_CTA,
  CANDIDATES_INTRO,
  CANDIDATES_PRACTICE,
  CANDIDATES_PROMISES,
  CANDIDATES_REPORT,
  CANDIDATES_ROADMAP,
} from "../../../content/pages/candidates";
import { lazyHydrated } from "../../../lib/lazy-hydrated";
import { FeatureGrid, GridSection, PageCta, PageHeader, PageLinks, PageSection } from "../layout";
import { SampleReport } from "../product/sample-report";

// The landing's nine assessment types, with their filter and detail dialogs.
const AssessmentTypesSection = lazyHydrated("assessment-types", () =>
  import("../../home/assessment-types/assessment-types-section").then(
    (module) => module.AssessmentTypesSection,
  ),
);

// Section 6's promises to candidates, as the match explainer states them (the third one is for companies).
const CANDIDATE_PROMISES = MATCH_EXPLAINER_POINTS.slice(0, 2);

/** /candidatos: the Zona for developers: free practice, test types, feedback, certification, promises, roadmap. */
function CandidatesPage() {
  return (
    <>
      <PageHeader {...CANDIDATES_INTRO} actions={<PageLinks links={CANDIDATES_CTA.links.slice(0, 1)} />} />
      <GridSection section={CANDIDATES_PRACTICE} />
      <AssessmentTypesSection />
      <PageSection title={CANDIDATES_REPORT.title} intro={CANDIDATES_REPORT.intro} tone="muted">
        <SampleReport />
      </PageSection>
      <GridSection section={CANDIDATES_CERTIFICATION} />
      <PageSection title={CANDIDATES_PROMISES.title} intro={CANDIDATES_PROMISES.intro} tone="muted">
        <FeatureGrid items={CANDIDATE_PROMISES} columns={2} />
      </PageSection>
      <GridSection section={CANDIDATES_ROADMAP} columns={2} />
      <PageCta cta={CANDIDATES_CTA} />
    </>
  );
}

export { CandidatesPage };
