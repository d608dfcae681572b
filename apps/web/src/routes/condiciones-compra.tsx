import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/condiciones-compra")({
  component: () => <InfoPage path="/condiciones-compra" />,
  head: () => infoPageHead("/condiciones-compra"),
});
