import { createFileRoute } from "@tanstack/react-router";
import { ArticleListPage } from "../features/observatorio/article-list-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/observatorio/")({
  component: ArticleListPage,
  head: () => infoPageHead("/observatorio"),
});
