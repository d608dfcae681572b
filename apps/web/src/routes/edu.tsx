import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/edu")({
  component: () => <InfoPage path="/edu" />,
  head: () => infoPageHead("/edu"),
});
