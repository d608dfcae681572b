/** What the success page can say about a payment: confirmed, still waiting for the bank, or not confirmed. */
export type CheckoutPaymentState = "paid" | "pending" | "unknown";

/** The fields of a checkout session that decide its state, as `GET /v1/checkout/sessions/:id` answers them. */
export interface CheckoutSessionStatus {
  readonly paymentStatus: string;
  readonly status: string | null;
}

/**
 * Stripe's payment_status 'paid' and 'no_payment_required' are money received; 'unpaid' on a session that is
 * complete (a delayed method such as SEPA) or still open is pending; anything else (expired, unknown) is unknown.
 */
export function checkoutPaymentState(session: CheckoutSessionStatus): CheckoutPaymentState {
  if (session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required") {
    return "paid";
  }
  if (session.paymentStatus === "unpaid" && (session.status === "complete" || session.status === "open")) {
    return "pending";
  }
  return "unknown";
}

/** Texts of the success page for each outcome, plus 'none' when the address carries no valid session id. */
export const CHECKOUT_STATUS_TEXTS = {
  checking: { title: "Comprobando tu pago…", description: "Estamos consultando el estado de tu compra." },
  paid: {
    title: "Pago completado",
    description: "Gracias por tu compra: te hemos enviado la confirmación por correo electrónico.",
  },
  pending: {
    title: "Pago pendiente",
    description:
      "Tu banco todavía no ha confirmado el pago. Te escribiremos en cuanto se complete; no hace falta que pagues de nuevo.",
  },
  unknown: {
    title: "No hemos podido confirmar tu pago",
    description:
      "No encontramos el estado de esta compra. Si se ha realizado un cargo, escríbenos y lo revisamos enseguida.",
  },
  none: {
    title: "No hay ningún pago que mostrar",
    description:
      "Esta página muestra el resultado de una compra. Si acabas de pagar, vuelve a abrir el enlace que te trajo aquí.",
  },
} as const satisfies Record<
  CheckoutPaymentState | "checking" | "none",
  { title: string; description: string }
>;

/** Label of the success page's link back to the landing page. */
export const CHECKOUT_HOME_LINK_LABEL = "Volver al inicio";
