// One entry for the layout kit: every page importing it reaches the same modules, so the bundler ships the kit as a
// single chunk instead of one sliver per combination of pages (each of which the entry's preload map would list).
export { CheckList } from "./check-list";
export { ComparisonTable } from "./comparison-table";
export { CtaBand } from "./cta-band";
export { FeatureGrid, type FeatureItem } from "./feature-grid";
export { GridSection } from "./grid-section";
export { LinkCardGrid } from "./link-card-grid";
export { MailCta } from "./mail-cta";
export { Notice } from "./notice";
export { PageCta } from "./page-cta";
export { PageHeader, type PageHeaderProps } from "./page-header";
export { PageLinks } from "./page-links";
export { PageSection, type PageSectionProps } from "./page-section";
export { PROSE_CLASS, Prose } from "./prose";
export { QuestionItem, type QuestionItemData, QuestionList } from "./question-item";
export { StatGrid, type StatItem } from "./stat-grid";
