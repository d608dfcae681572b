import type { CtaCopy } from "../../../content/pages/types";
import { CtaBand } from "./cta-band";
import { PageLinks } from "./page-links";

/** A CtaBand whose text and links come from a content module. */
function PageCta({ cta }: { cta: CtaCopy }) {
  return (
    <CtaBand title={cta.title} text={cta.text} actions={<PageLinks links={cta.links} tone="primary" />} />
  );
}

export { PageCta };
