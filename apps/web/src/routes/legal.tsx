import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/legal")({
  component: () => <InfoPage path="/legal" />,
  head: () => infoPageHead("/legal"),
});
