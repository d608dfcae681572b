import { INTERNAL_PAGE_NOTICE, TEST_PAGE_INTRO } from "../../../content/pages/internal";
import { deferred } from "../../../lib/deferred";
import { Notice, PageHeader } from "../layout";

const CalculatorSection = deferred(
  "calculator",
  () => import("../../home/calculator/calculator-section").then((module) => module.CalculatorSection),
  "now",
);

/** /test: the landing's classic calculator on its own, for trying changes before they reach the home page. */
function CalculatorTestPage() {
  return (
    <>
      <PageHeader {...TEST_PAGE_INTRO} />
      <div className="px-4 pt-6">
        <Notice>{INTERNAL_PAGE_NOTICE}</Notice>
      </div>
      <CalculatorSection />
    </>
  );
}

export { CalculatorTestPage };
