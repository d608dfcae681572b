import { createFileRoute } from "@tanstack/react-router";
import { infoPageHead } from "../features/shell/seo";
import { LogicTestPage } from "../features/tools/logic-test/logic-test-page";

export const Route = createFileRoute("/tools/logic-test")({
  component: LogicTestPage,
  head: () => infoPageHead("/tools/logic-test"),
});
