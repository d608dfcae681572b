import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/actualizaciones")({
  component: () => <InfoPage path="/actualizaciones" />,
  head: () => infoPageHead("/actualizaciones"),
});
