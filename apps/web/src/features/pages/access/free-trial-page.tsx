import {
  FREE_TRIAL_CTA,
  FREE_TRIAL_INCLUDES,
  FREE_TRIAL_INTRO,
  FREE_TRIAL_STEPS,
} from "../../../content/pages/free-trial";
import { GridSection, PageCta, PageHeader } from "../layout";
import { AccessFormSection, FreeTrialButton } from "./access-form-section";

/** /prueba-gratis: what the free trial includes, how it goes step by step, and the free-trial form. */
function FreeTrialPage() {
  return (
    <>
      <PageHeader {...FREE_TRIAL_INTRO} actions={<FreeTrialButton />} />
      <GridSection section={FREE_TRIAL_INCLUDES} columns={2} />
      <GridSection section={FREE_TRIAL_STEPS} tone="muted" />
      <AccessFormSection form="free-trial" />
      <PageCta cta={FREE_TRIAL_CTA} />
    </>
  );
}

export { FreeTrialPage };
