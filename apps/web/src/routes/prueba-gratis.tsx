import { createFileRoute } from "@tanstack/react-router";
import { FreeTrialPage } from "../features/pages/access/free-trial-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/prueba-gratis")({
  component: FreeTrialPage,
  head: () => infoPageHead("/prueba-gratis"),
});
