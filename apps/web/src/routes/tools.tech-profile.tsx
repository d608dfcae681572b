import { createFileRoute } from "@tanstack/react-router";
import { infoPageHead } from "../features/shell/seo";
import { TechProfilePage } from "../features/tools/tech-profile/tech-profile-page";

interface TechProfileSearch {
  /** Key (or any spelling) of the technology whose card the page shows. */
  t?: string;
}

export const Route = createFileRoute("/tools/tech-profile")({
  // The router may read a digit-only value as a number; anything else is no selection.
  validateSearch: (search: Record<string, unknown>): TechProfileSearch => {
    const raw = search.t;
    const text = typeof raw === "string" || typeof raw === "number" ? String(raw).trim().slice(0, 100) : "";
    return text === "" ? {} : { t: text };
  },
  component: TechProfilePage,
  head: () => infoPageHead("/tools/tech-profile"),
});
