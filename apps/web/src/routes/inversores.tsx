import { createFileRoute } from "@tanstack/react-router";
import { InvestorsPage } from "../features/company/company-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/inversores")({
  component: InvestorsPage,
  head: () => infoPageHead("/inversores"),
});
