import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/tools/logic-test")({
  component: () => <InfoPage path="/tools/logic-test" />,
  head: () => infoPageHead("/tools/logic-test"),
});
