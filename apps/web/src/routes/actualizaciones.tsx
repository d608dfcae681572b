import { createFileRoute } from "@tanstack/react-router";
import { UpdatesPage } from "../features/company/company-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/actualizaciones")({
  component: UpdatesPage,
  head: () => infoPageHead("/actualizaciones"),
});
