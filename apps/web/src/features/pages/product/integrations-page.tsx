import {
  INTEGRATIONS_AVAILABLE,
  INTEGRATIONS_CTA,
  INTEGRATIONS_FOOTNOTE,
  INTEGRATIONS_HOW,
  INTEGRATIONS_INTRO,
  INTEGRATIONS_UPCOMING,
} from "../../../content/pages/integrations";
import { FeatureGrid, GridSection, PageCta, PageHeader, PageSection } from "../layout";

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
      <PageCta cta={INTEGRATIONS_CTA} />
    </>
  );
}

export { IntegrationsPage };
