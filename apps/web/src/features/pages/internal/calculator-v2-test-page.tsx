import { INTERNAL_PAGE_NOTICE } from "../../../content/pages/internal";
import { deferred } from "../../../lib/deferred";
import { Notice } from "../layout";

// The chat variant of the calculator (the cost assistant), which answers at once.
const CostAssistant = deferred(
  "cost-assistant",
  () => import("../../cost-assistant/cost-assistant-page").then((module) => module.CostAssistantPage),
  "now",
);

/** /test-calculator-v2: the calculator's conversational variant, for trying it outside its public page. */
function CalculatorV2TestPage() {
  return (
    <>
      <div className="px-4 pt-24 md:pt-28">
        <Notice>{INTERNAL_PAGE_NOTICE}</Notice>
      </div>
      <CostAssistant />
    </>
  );
}

export { CalculatorV2TestPage };
