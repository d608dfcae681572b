import { createFileRoute } from "@tanstack/react-router";
import { infoPageHead } from "../features/shell/seo";
import { ParserCvPage } from "../features/tools/parser-cv/parser-cv-page";

export const Route = createFileRoute("/tools/parser-cv")({
  component: ParserCvPage,
  head: () => infoPageHead("/tools/parser-cv"),
});
