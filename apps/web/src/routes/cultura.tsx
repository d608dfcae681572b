import { createFileRoute } from "@tanstack/react-router";
import { CulturePage } from "../features/company/company-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/cultura")({
  component: CulturePage,
  head: () => infoPageHead("/cultura"),
});
