import { createFileRoute } from "@tanstack/react-router";
import { FeaturesPage } from "../features/pages/product/features-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/caracteristicas")({
  component: FeaturesPage,
  head: () => infoPageHead("/caracteristicas"),
});
