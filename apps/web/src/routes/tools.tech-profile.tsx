import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/tools/tech-profile")({
  component: () => <InfoPage path="/tools/tech-profile" />,
  head: () => infoPageHead("/tools/tech-profile"),
});
