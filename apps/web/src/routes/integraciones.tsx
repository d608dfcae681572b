import { createFileRoute } from "@tanstack/react-router";
import { IntegrationsPage } from "../features/pages/product/integrations-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/integraciones")({
  component: IntegrationsPage,
  head: () => infoPageHead("/integraciones"),
});
