import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/programa-early-access")({
  component: () => <InfoPage path="/programa-early-access" />,
  head: () => infoPageHead("/programa-early-access"),
});
