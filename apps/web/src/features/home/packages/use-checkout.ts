import { API_CONTRACT } from "@nivelia/domain/api";
import type { CheckoutRequest } from "@nivelia/domain/forms";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Whether packages can be bought yet; asked once the strip has hydrated, so the prerendered button stays disabled. */
function useCheckoutConfig() {
  return useQuery({
    queryKey: ["checkout-config"],
    queryFn: () => api.call(API_CONTRACT.checkoutConfig, {}),
    select: (config) => config.enabled,
  });
}

/** Starts a card payment and leaves for the payment page. */
function useStartCheckout() {
  return useMutation({
    mutationFn: (request: CheckoutRequest) => api.call(API_CONTRACT.checkout, { body: request }),
    onSuccess: (session) => window.location.assign(session.url),
  });
}

export { useCheckoutConfig, useStartCheckout };
