import { ASSESSMENT_TYPES, MATCH_EXPLAINER_POINTS } from "@nivelia/domain/content";
import { buttonVariants } from "@nivelia/ui";
import {
  CANDIDATES_CERTIFICATION,
  CANDIDATES_CTA,
  CANDIDATES_INTRO,
  CANDIDATES_PRACTICE,
  CANDIDATES_PROMISES,
  CANDIDATES_REPORT,
  CANDIDATES_ROADMAP,
  CANDIDATES_TEST_TYPES,
  ZONA_SIGNUP_FORM,
} from "../../../content/pages/candidates";
import { deferred } from "../../../lib/deferred";
import { CheckList, FeatureGrid, GridSection, PageCta, PageHeader, PageLinks, PageSection } from "../layout";

const ZonaSignupForm = deferred("zona-signup", () =>
  import("./zona-signup-form").then((module) => module.ZonaSignupForm),
);

// Section 6's promises to candidates, as the match explainer states them (the third one is for companies).
const CANDIDATE_PROMISES = MATCH_EXPLAINER_POINTS.slice(0, 2);

/**
 * /candidatos: the Zona for developers: practice, the test types (named, their cards are on the landing), the report
 * (its sample is on /feedback), certification, promises, roadmap and sign-up.
 */
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
      <PageSection title={CANDIDATES_TEST_TYPES.title} intro={CANDIDATES_TEST_TYPES.intro}>
        <CheckList items={ASSESSMENT_TYPES.map((type) => type.title)} />
        <div className="flex flex-wrap gap-3">
          <PageLinks links={[CANDIDATES_TEST_TYPES.link]} />
        </div>
      </PageSection>
      <PageSection title={CANDIDATES_REPORT.title} intro={CANDIDATES_REPORT.intro} tone="muted">
        <div className="flex flex-wrap gap-3">
          <PageLinks links={[CANDIDATES_REPORT.link]} />
        </div>
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
