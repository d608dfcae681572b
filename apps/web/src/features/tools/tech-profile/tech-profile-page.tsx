import { TECH_PROFILE_PAGE, TECH_PROFILE_TEXTS } from "../../../content/tools/tech-profile";
import { deferred } from "../../../lib/deferred";
import { PageSection } from "../../pages/layout/page-section";
import { ToolPage } from "../tool-page";

// The search hydrates at once; the catalogue itself loads after that, so neither weighs on the first view.
const TechProfileTool = deferred(
  "tech-profile",
  () => import("./tech-profile-tool").then((module) => module.TechProfileTool),
  "now",
);
const TechnologyDirectory = deferred("technology-directory", () =>
  import("./technology-directory").then((module) => module.TechnologyDirectory),
);

/** /tools/tech-profile: search the catalogue and read a technology's full card. */
function TechProfilePage() {
  return (
    <ToolPage path="/tools/tech-profile" copy={TECH_PROFILE_PAGE} tool={<TechProfileTool />}>
      <PageSection
        title={TECH_PROFILE_TEXTS.directoryTitle}
        intro={TECH_PROFILE_TEXTS.directoryIntro}
        tone="muted"
      >
        <TechnologyDirectory />
      </PageSection>
    </ToolPage>
  );
}

export { TechProfilePage };
