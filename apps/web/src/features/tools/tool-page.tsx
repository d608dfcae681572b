import { buttonVariants } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import {
  OTHER_TOOLS_TITLE,
  TOOLS,
  TOOLS_CALL_TO_ACTION,
  type ToolPath,
} from "../../content/tools/tools-index";
import type { ToolPageCopy } from "../../content/tools/types";
import { CtaBand } from "../pages/layout/cta-band";
import { FeatureGrid } from "../pages/layout/feature-grid";
import { PageHeader } from "../pages/layout/page-header";
import { PageSection } from "../pages/layout/page-section";
import { ToolCards } from "./tool-cards";

/** Anchor of the section that holds the tool, so a link can take the visitor straight to it. */
const TOOL_ANCHOR = "herramienta";

interface ToolPageProps {
  path: ToolPath;
  copy: ToolPageCopy;
  /** The interactive tool, prerendered with its form. */
  tool: ReactNode;
  /** Sections between the tool and the explanation (a catalogue directory, for example). */
  children?: ReactNode;
}

/** The frame of a free tool's page: header, the tool, its explanation, the other tools and the call to action. */
function ToolPage({ path, copy, tool, children }: ToolPageProps) {
  return (
    <>
      <PageHeader eyebrow="Herramientas gratuitas" title={copy.heading} lead={copy.lead} />
      <PageSection id={TOOL_ANCHOR} title={copy.toolTitle} intro={copy.toolIntro}>
        {tool}
      </PageSection>
      {children}
      {copy.sections.map((section, index) => (
        <PageSection
          key={section.title}
          title={section.title}
          intro={section.intro}
          tone={index % 2 === 0 ? "muted" : "default"}
        >
          <FeatureGrid items={section.items} />
        </PageSection>
      ))}
      <PageSection title={OTHER_TOOLS_TITLE}>
        <ToolCards tools={TOOLS.filter((tool) => tool.path !== path)} openLabel="Abrir" />
      </PageSection>
      <ToolsCallToAction />
    </>
  );
}

/** The closing band of the tool pages: the free trial and the team. */
function ToolsCallToAction() {
  return (
    <CtaBand
      title={TOOLS_CALL_TO_ACTION.title}
      text={<p>{TOOLS_CALL_TO_ACTION.text}</p>}
      actions={
        <>
          <Link to="/prueba-gratis" className={buttonVariants({ variant: "secondary", size: "lg" })}>
            {TOOLS_CALL_TO_ACTION.primaryLabel}
          </Link>
          <Link
            to="/contacto"
            className={`${buttonVariants({ variant: "ghost", size: "lg" })} underline underline-offset-4`}
          >
            {TOOLS_CALL_TO_ACTION.secondaryLabel}
          </Link>
        </>
      }
    />
  );
}

export { ToolPage, ToolsCallToAction };
