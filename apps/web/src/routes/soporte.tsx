import { createFileRoute } from "@tanstack/react-router";
import { SupportPage } from "../features/pages/support/support-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/soporte")({
  component: SupportPage,
  head: () => infoPageHead("/soporte"),
});
