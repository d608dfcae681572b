import {
  INTEGRATIONS_AVAILABLE,
  INTEGRATIONS_CONTACT,
  INTEGRATIONS_CTA,
  INTEGRATIONS_FILES,
  INTEGRATIONS_FOOTNOTE,
  INTEGRATIONS_HOW,
  INTEGRATIONS_INTRO,
  INTEGRATIONS_QUESTIONS,
  INTEGRATIONS_UPCOMING,
} from "../../../content/pages/integrations";
import { FeatureGrid, GridSection, MailCta, PageCta, PageHeader, PageSection } from "../layout";

/** /integraciones: PDF and CSV export today, the API and ATS connection upcoming (with their asterisk). */
function IntegrationsPage() {
  return (
    <>
      <PageHeader {...INTEGRATIONS_INTRO} />
      <GridSection section={INTEGRATIONS_AVAILABLE} />
      <PageSection title={INTEGRATIONS_UPCOMING.title} intro={INTEGRATIONS_UPCOMING.intro} tone="muted">
        <FeatureGrid
          items={INTEGRATIONS_UPCOMING.items}
          footer={<p className="text-muted-foreground text-sm">{INTEGRATIONS_FOOTNOTE}</p>}
        />
      </PageSection>
      <GridSection section={INTEGRATIONS_HOW} />
      <GridSection section={INTEGRATIONS_FILES} tone="muted" />
      <GridSection section={INTEGRATIONS_QUESTIONS} />
      <MailCta contact={INTEGRATIONS_CONTACT} />
      <PageCta cta={INTEGRATIONS_CTA} />
    </>
  );
}

export { IntegrationsPage };
