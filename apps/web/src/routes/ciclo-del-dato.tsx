import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/ciclo-del-dato")({
  component: () => <InfoPage path="/ciclo-del-dato" />,
  head: () => infoPageHead("/ciclo-del-dato"),
});
