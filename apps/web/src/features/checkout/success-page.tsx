import { lazy, Suspense, useEffect, useState } from "react";
import { SuccessView } from "./success-view";

// Validation and the status query load only when the address carries a session id.
const CheckoutSessionStatus = lazy(() =>
  import("./checkout-session-status").then((module) => ({ default: module.CheckoutSessionStatus })),
);

interface SuccessPageProps {
  /** The raw `session_id` of the address, as the router read it. */
  sessionIdParam: string | undefined;
}

/**
 * The page the payment provider returns to (/success?session_id=…). The prerendered page knows no query, so the id
 * is only looked at once the page has hydrated; until then it shows the neutral 'checking' state.
 */
function SuccessPage({ sessionIdParam }: SuccessPageProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return <SuccessView state="checking" />;
  if (sessionIdParam === undefined || sessionIdParam.trim() === "") return <SuccessView state="none" />;
  return (
    <Suspense fallback={<SuccessView state="checking" />}>
      <CheckoutSessionStatus rawSessionId={sessionIdParam} />
    </Suspense>
  );
}

export { SuccessPage };
