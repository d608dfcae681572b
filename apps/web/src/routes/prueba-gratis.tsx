import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/prueba-gratis")({
  component: () => <InfoPage path="/prueba-gratis" />,
  head: () => infoPageHead("/prueba-gratis"),
});
