import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/tools/parser-cv")({
  component: () => <InfoPage path="/tools/parser-cv" />,
  head: () => infoPageHead("/tools/parser-cv"),
});
