import { createFileRoute } from "@tanstack/react-router";
import { UseCasesPage } from "../features/pages/product/use-cases-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/casos-de-uso")({
  component: UseCasesPage,
  head: () => infoPageHead("/casos-de-uso"),
});
