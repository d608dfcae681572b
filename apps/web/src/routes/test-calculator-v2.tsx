import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/test-calculator-v2")({
  component: () => <InfoPage path="/test-calculator-v2" />,
  head: () => infoPageHead("/test-calculator-v2"),
});
