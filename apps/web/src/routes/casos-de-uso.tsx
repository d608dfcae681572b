import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/casos-de-uso")({
  component: () => <InfoPage path="/casos-de-uso" />,
  head: () => infoPageHead("/casos-de-uso"),
});
