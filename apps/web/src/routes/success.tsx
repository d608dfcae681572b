import { createFileRoute } from "@tanstack/react-router";
import { SuccessPage } from "../features/checkout/success-page";
import { SuccessNextSteps } from "../features/pages/success/success-next-steps";
import { infoPageHead } from "../features/shell/seo";

interface SuccessSearch {
  session_id?: string;
}

export const Route = createFileRoute("/success")({
  // The router may read an all-digit id as a number; the page validates the text either way.
  validateSearch: (search: Record<string, unknown>): SuccessSearch => {
    const raw = search.session_id;
    return typeof raw === "string" || typeof raw === "number" ? { session_id: String(raw) } : {};
  },
  component: SuccessRoute,
  head: () => infoPageHead("/success"),
});

function SuccessRoute() {
  const { session_id } = Route.useSearch();
  return (
    <>
      <SuccessPage sessionIdParam={session_id} />
      <SuccessNextSteps />
    </>
  );
}
