import {
  FEEDBACK_AUDIENCES,
  FEEDBACK_CTA,
  FEEDBACK_INTRO,
  FEEDBACK_REPORT_PARTS,
  FEEDBACK_SAMPLE,
} from "../../../content/pages/feedback";
import { FeatureGrid, GridSection, PageCta, PageHeader, PageSection } from "../layout";
import { SampleReport } from "./sample-report";

/** /feedback: what a candidate's feedback report contains, the sample report and its PDF. */
function FeedbackPage() {
  return (
    <>
      <PageHeader {...FEEDBACK_INTRO} />
      <GridSection section={FEEDBACK_REPORT_PARTS} />
      <PageSection title={FEEDBACK_SAMPLE.title} intro={FEEDBACK_SAMPLE.intro} tone="muted">
        <SampleReport />
        <FeatureGrid items={FEEDBACK_AUDIENCES} columns={2} />
      </PageSection>
      <PageCta cta={FEEDBACK_CTA} />
    </>
  );
}

export { FeedbackPage };
