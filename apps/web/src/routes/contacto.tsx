import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../features/pages/contact/contact-page";
import { infoPageHead } from "../features/shell/seo";

export const Route = createFileRoute("/contacto")({
  component: ContactPage,
  head: () => infoPageHead("/contacto"),
});
