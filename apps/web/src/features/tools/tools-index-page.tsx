import { TOOLS, TOOLS_INDEX_PAGE } from "../../content/tools/tools-index";
import { FeatureGrid } from "../pages/layout/feature-grid";
import { PageHeader } from "../pages/layout/page-header";
import { PageSection } from "../pages/layout/page-section";
import { ToolCards } from "./tool-cards";
import { ToolsCallToAction } from "./tool-page";

/** /tools: every free tool with what it does, and how they were built. */
function ToolsIndexPage() {
  return (
    <>
      <PageHeader
        eyebrow="Herramientas gratuitas"
        title={TOOLS_INDEX_PAGE.heading}
        lead={TOOLS_INDEX_PAGE.lead}
      />
      <PageSection title={TOOLS_INDEX_PAGE.listTitle} intro={TOOLS_INDEX_PAGE.listIntro}>
        <ToolCards tools={TOOLS} openLabel={TOOLS_INDEX_PAGE.openLabel} withHighlights />
      </PageSection>
      <PageSection title={TOOLS_INDEX_PAGE.principlesTitle} tone="muted">
        <FeatureGrid items={TOOLS_INDEX_PAGE.principles} />
      </PageSection>
      <ToolsCallToAction />
    </>
  );
}

export { ToolsIndexPage };
