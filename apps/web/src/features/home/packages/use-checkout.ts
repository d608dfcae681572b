import type { CheckoutRequest } from "@nivelia/domain/forms";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

interface CheckoutConfig {
  enabled: boolean;
}

interface CheckoutSessionCreated {
  id: string;
  url: string;
}

/** Whether packages can be bought yet; asked once the strip has hydrated, so the prerendered button stays disabled. */
function useCheckoutConfig() {
  return useQuery({
    queryKey: ["checkout-config"],
    queryFn: () => api.get<CheckoutConfig>("/checkout/config"),
    select: (config) => config.enabled === true,
  });
}

/** Starts a card payment and leaves for the payment page. */
function useStartCheckout() {
  return useMutation({
    mutationFn: (request: CheckoutRequest) => api.post<CheckoutSessionCreated>("/checkout", request),
    onSuccess: (session) => window.location.assign(session.url),
  });
}

export { useCheckoutConfig, useStartCheckout };
