import type { FeatureItem } from "../../features/pages/layout/feature-grid";

/** A titled block of explanation under a tool: a grid of short items. */
export interface ToolInfoSection {
  readonly title: string;
  readonly intro?: string;
  readonly items: readonly FeatureItem[];
}

/** The words of a tool page around the tool itself. */
export interface ToolPageCopy {
  /** The page's only h1. */
  readonly heading: string;
  readonly lead: string;
  /** Title and introduction of the section that holds the tool. */
  readonly toolTitle: string;
  readonly toolIntro: string;
  /** Explanation sections after the tool: how it works, what it is for, its limits. */
  readonly sections: readonly ToolInfoSection[];
}

/** The closing call to action of the tool pages. */
export interface ToolsCallToAction {
  readonly title: string;
  readonly text: string;
  readonly primaryLabel: string;
  readonly secondaryLabel: string;
}
