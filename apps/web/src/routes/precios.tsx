import { createFileRoute } from "@tanstack/react-router";
import { PricingPage } from "../features/pages/pricing/pricing-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/precios")({
  component: PricingPage,
  head: () => infoPageHead("/precios"),
});
