import { createFileRoute } from "@tanstack/react-router";
import { AlgorithmPage } from "../features/legal/simple-legal-pages";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/algoritmo")({
  component: AlgorithmPage,
  head: () => infoPageHead("/algoritmo"),
});
