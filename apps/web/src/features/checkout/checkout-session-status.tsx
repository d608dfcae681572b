import { parseCheckoutSessionId } from "@nivelia/domain/forms";
import { useEffect, useMemo } from "react";
import { QueryProvider } from "../../lib/query-client";
import { SuccessView } from "./success-view";
import { useCheckoutSession } from "./use-checkout-session";

/** Validates the address's session id (a malformed one is logged and treated as none), then shows its payment state. */
function CheckoutSessionStatus({ rawSessionId }: { rawSessionId: string }) {
  const sessionId = useMemo(() => parseCheckoutSessionId(rawSessionId), [rawSessionId]);
  useEffect(() => {
    // Only the length is logged: the text came from the address bar.
    if (sessionId === null)
      console.warn(
        `Identificador de sesión de pago no válido (${rawSessionId.length} caracteres): se ignora`,
      );
  }, [sessionId, rawSessionId]);
  if (sessionId === null) return <SuccessView state="none" />;
  return (
    <QueryProvider>
      <SessionState sessionId={sessionId} />
    </QueryProvider>
  );
}

function SessionState({ sessionId }: { sessionId: string }) {
  const session = useCheckoutSession(sessionId);
  return <SuccessView state={session.data ?? "checking"} />;
}

export { CheckoutSessionStatus };
