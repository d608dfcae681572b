import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/home-page";
import { homePageHead } from "../features/shell/seo";

export const Route = createFileRoute("/")({
  component: HomePage,
  head: homePageHead,
});
