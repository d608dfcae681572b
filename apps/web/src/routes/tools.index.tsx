import { createFileRoute } from "@tanstack/react-router";
import { infoPageHead } from "../features/shell/seo";
import { ToolsIndexPage } from "../features/tools/tools-index-page";

export const Route = createFileRoute("/tools/")({
  component: ToolsIndexPage,
  head: () => infoPageHead("/tools"),
});
