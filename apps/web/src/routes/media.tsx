import { createFileRoute } from "@tanstack/react-router";
import { MediaPage } from "../features/company/company-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/media")({
  component: MediaPage,
  head: () => infoPageHead("/media"),
});
