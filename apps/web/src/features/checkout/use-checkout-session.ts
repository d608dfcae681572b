import { API_CONTRACT } from "@nivelia/domain/api";
import { type CheckoutPaymentState, checkoutPaymentState } from "@nivelia/domain/content";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** The payment state of a checkout session; a session the API cannot find or read counts as unknown. */
function useCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: ["checkout-session", sessionId],
    queryFn: async (): Promise<CheckoutPaymentState> => {
      try {
        return checkoutPaymentState(
          await api.call(API_CONTRACT.checkoutSession, { params: { id: sessionId } }),
        );
      } catch (error) {
        console.warn("No se ha podido consultar la sesión de pago", error);
        return "unknown";
      }
    },
    retry: false,
  });
}

export { useCheckoutSession };
