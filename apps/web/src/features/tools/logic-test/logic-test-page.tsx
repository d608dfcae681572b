import { LOGIC_TEST_PAGE } from "../../../content/tools/logic-test";
import { deferred } from "../../../lib/deferred";
import { ToolPage } from "../tool-page";

// Prerendered at its first question; its code is outside the first view and loads at once.
const LogicQuiz = deferred(
  "logic-test",
  () => import("./logic-quiz").then((module) => module.LogicQuiz),
  "now",
);

/** /tools/logic-test: a short logic quiz with explanations and a score. */
function LogicTestPage() {
  return <ToolPage path="/tools/logic-test" copy={LOGIC_TEST_PAGE} tool={<LogicQuiz />} />;
}

export { LogicTestPage };
