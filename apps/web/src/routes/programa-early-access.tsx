import { createFileRoute } from "@tanstack/react-router";
import { ProgrammePage } from "../features/pages/access/programme-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/programa-early-access")({
  component: ProgrammePage,
  head: () => infoPageHead("/programa-early-access"),
});
