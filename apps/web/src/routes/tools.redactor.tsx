import { createFileRoute } from "@tanstack/react-router";
import { InfoPage } from "../features/pages/info-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/tools/redactor")({
  component: () => <InfoPage path="/tools/redactor" />,
  head: () => infoPageHead("/tools/redactor"),
});
