import {
  EARLY_ACCESS_ASK,
  EARLY_ACCESS_BENEFITS,
  EARLY_ACCESS_CTA,
  EARLY_ACCESS_INTRO,
  EARLY_ACCESS_QUALIFY,
  EARLY_ACCESS_TIMELINE,
} from "../../../content/pages/early-access";
import { GridSection, PageCta, PageHeader } from "../layout";
import { AccessFormSection, BetaAccessButton } from "./access-form-section";

/** /early-access: what the programme gives, who qualifies, how long it lasts, what it asks, and the beta form. */
function EarlyAccessPage() {
  return (
    <>
      <PageHeader {...EARLY_ACCESS_INTRO} actions={<BetaAccessButton />} />
      <GridSection section={EARLY_ACCESS_BENEFITS} />
      <GridSection section={EARLY_ACCESS_QUALIFY} tone="muted" />
      <GridSection section={EARLY_ACCESS_TIMELINE} columns={2} />
      <GridSection section={EARLY_ACCESS_ASK} tone="muted" />
      <AccessFormSection form="beta" />
      <PageCta cta={EARLY_ACCESS_CTA} />
    </>
  );
}

export { EarlyAccessPage };
