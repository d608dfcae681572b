import { FAQ_CTA, FAQ_INTRO } from "../../../content/pages/faq";
import { deferred } from "../../../lib/deferred";
import { CtaBand, PageHeader, PageLinks } from "../layout";

// The questions are prerendered in full; the search and the deep links need their code at once.
const FaqBrowser = deferred("faq", () => import("./faq-browser").then((module) => module.FaqBrowser), "now");

/** /faq: the whole help centre, searchable, each answer with its own address. */
function FaqPage() {
  return (
    <>
      <PageHeader {...FAQ_INTRO} />
      <FaqBrowser />
      <CtaBand
        title={FAQ_CTA.title}
        text={FAQ_CTA.text}
        actions={<PageLinks links={FAQ_CTA.links} tone="primary" />}
      />
    </>
  );
}

export { FaqPage };
