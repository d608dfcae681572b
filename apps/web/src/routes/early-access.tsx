import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/early-access")({
  component: () => <InfoPage path="/early-access" />,
  head: () => infoPageHead("/early-access"),
});
