import { MATCH_EXPLAINER_POINTS } from "@nivelia/domain/content";
import { buttonVariants } from "@nivelia/ui";
import {
  CANDIDATES_CERTIFICATION,
  CANDIDATES_CTA,
  CANDIDATES_INTRO,
  CANDIDATES_PRACTICE,
  CANDIDATES_PROMISES,
  CANDIDATES_REPORT,
  CANDIDATES_ROADMAP,
  ZONA_SIGNUP_FORM,
} from "../../../content/pages/candidates";
import { lazyHydrated } from "../../../lib/lazy-hydrated";
import { FeatureGrid, GridSection, PageCta, PageHeader, PageSection } from "../layout";
import { SampleReport } from "../product/sample-report";

// The landing's nine assessment types, with their filter and detail dialogs.
const AssessmentTypesSection = lazyHydrated("assessment-types", () =>
  import("../../home/assessment-types/assessment-types-section").then(
    (module) => module.AssessmentTypesSection,
  ),
);

const ZonaSignupForm = lazyHydrated("zona-signup", () =>
  import("./zona-signup-form").then((module) => module.ZonaSignupForm),
);

// Section 6's promises to candidates, as the match explainer states them (the third one is for companies).
const CANDIDATE_PROMISES = MATCH_EXPLAINER_POINTS.slice(0, 2);

/** /candidatos: the Zona for developers: practice, test types, feedback, certification, promises, roadmap, sign-up. */
function CandidatesPage() {
  return (
    <>
      <PageHeader
        {...CANDIDATES_INTRO}
        actions={
          <a href={`#${ZONA_SIGNUP_FORM.anchor}`} className={buttonVariants({ size: "lg" })}>
            {ZONA_SIGNUP_FORM.jumpLabel}
          </a>
        }
      />
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
      <PageSection
        id={ZONA_SIGNUP_FORM.anchor}
        title={ZONA_SIGNUP_FORM.title}
        intro={ZONA_SIGNUP_FORM.intro}
        tone="muted"
        width="narrow"
      >
        <ZonaSignupForm />
      </PageSection>
      <PageCta cta={CANDIDATES_CTA} />
    </>
  );
}

export { CandidatesPage };
