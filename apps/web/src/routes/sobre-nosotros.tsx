import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/sobre-nosotros")({
  component: () => <InfoPage path="/sobre-nosotros" />,
  head: () => infoPageHead("/sobre-nosotros"),
});
