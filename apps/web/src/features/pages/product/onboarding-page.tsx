import {
  ONBOARDING_CTA,
  ONBOARDING_HELP,
  ONBOARDING_INTRO,
  ONBOARDING_NEEDS,
  ONBOARDING_STEPS,
} from "../../../content/pages/onboarding";
import { GridSection, PageCta, PageHeader } from "../layout";

/** /onboarding: the 5-minute set-up step by step, what to have at hand and the help on the way. */
function OnboardingPage() {
  return (
    <>
      <PageHeader {...ONBOARDING_INTRO} />
      <GridSection section={ONBOARDING_STEPS} />
      <GridSection section={ONBOARDING_NEEDS} tone="muted" />
      <GridSection section={ONBOARDING_HELP} />
      <PageCta cta={ONBOARDING_CTA} />
    </>
  );
}

export { OnboardingPage };
