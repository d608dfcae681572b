import type { ItemsSection } from "../../../content/pages/types";
import { FeatureGrid } from "./feature-grid";
import { PageSection, type PageSectionProps } from "./page-section";

/** A PageSection holding a FeatureGrid, both from one content entry. */
function GridSection({
  section,
  columns,
  ...props
}: { section: ItemsSection; columns?: 2 | 3 } & Omit<PageSectionProps, "title" | "intro" | "children">) {
  return (
    <PageSection title={section.title} intro={section.intro} {...props}>
      <FeatureGrid items={section.items} columns={columns} />
    </PageSection>
  );
}

export { GridSection };
