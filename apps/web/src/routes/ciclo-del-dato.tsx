import { createFileRoute } from "@tanstack/react-router";
import { DataCyclePage } from "../features/legal/simple-legal-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/ciclo-del-dato")({
  component: DataCyclePage,
  head: () => infoPageHead("/ciclo-del-dato"),
});
