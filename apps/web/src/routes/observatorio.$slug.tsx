import { createFileRoute, useLoaderData } from "@tanstack/react-router";
import { ArticlePage } from "../features/observatorio/article-page";
import { loadCollectionEntry } from "../lib/load-collection-entry";

export const Route = createFileRoute("/observatorio/$slug")({
  loader: ({ params }) => loadCollectionEntry("article", params.slug),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: function ArticleRoute() {
    // Read by route id, so the split component does not import this module (and the first view) back.
    return <ArticlePage article={useLoaderData({ from: "/observatorio/$slug" }).entry} />;
  },
});
