import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "../features/legal/simple-legal-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/terminos")({
  component: TermsPage,
  head: () => infoPageHead("/terminos"),
});
