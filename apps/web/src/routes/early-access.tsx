import { createFileRoute } from "@tanstack/react-router";
import { EarlyAccessPage } from "../features/pages/access/early-access-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/early-access")({
  component: EarlyAccessPage,
  head: () => infoPageHead("/early-access"),
});
