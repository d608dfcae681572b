import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/feedback")({
  component: () => <InfoPage path="/feedback" />,
  head: () => infoPageHead("/feedback"),
});
