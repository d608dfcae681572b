import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../features/home/home-page";
import { pageHead } from "../features/shell/seo";

export const Route = createFileRoute("/")({
  component: HomePage,
  head: () =>
    pageHead({
      title: "Entrevistas técnicas automatizadas con IA",
      description:
        "Evalúa a tus candidatos técnicos 15x más rápido con pruebas personalizadas a tu stack y feedback en menos de 15 minutos.",
      path: "/",
    }),
});
