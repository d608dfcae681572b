import { BRAND } from "@nivelia/domain/brand";
import {
  CHECKOUT_HOME_LINK_LABEL,
  CHECKOUT_STATUS_TEXTS,
  type CheckoutPaymentState,
} from "@nivelia/domain/content";
import { Button, Spinner } from "@nivelia/ui";
import { Link } from "@tanstack/react-router";
import { CheckCircle2Icon, ClockIcon, HelpCircleIcon, InfoIcon } from "lucide-react";
import type { ReactNode } from "react";

export type SuccessState = CheckoutPaymentState | "checking" | "none";

function stateIcon(state: SuccessState): ReactNode {
  switch (state) {
    case "paid":
      return <CheckCircle2Icon aria-hidden="true" className="size-14 text-success" />;
    case "pending":
      return <ClockIcon aria-hidden="true" className="size-14 text-primary" />;
    case "unknown":
      return <HelpCircleIcon aria-hidden="true" className="size-14 text-muted-foreground" />;
    case "none":
      return <InfoIcon aria-hidden="true" className="size-14 text-muted-foreground" />;
    case "checking":
      return <Spinner label={CHECKOUT_STATUS_TEXTS.checking.title} className="p-0" />;
  }
}

/** The success page's message for one outcome, with the link home. */
function SuccessView({ state }: { state: SuccessState }) {
  const text = CHECKOUT_STATUS_TEXTS[state];
  return (
    <article
      className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24"
      data-payment-state={state}
    >
      {stateIcon(state)}
      <div aria-live="polite" className="flex flex-col gap-4">
        <h1 className="font-bold text-4xl tracking-tight">{text.title}</h1>
        <p className="text-lg text-muted-foreground">{text.description}</p>
        {state === "unknown" ? (
          <p className="text-muted-foreground">
            Escríbenos a{" "}
            <a className="font-medium text-primary underline" href={`mailto:${BRAND.supportEmail}`}>
              {BRAND.supportEmail}
            </a>
          </p>
        ) : null}
      </div>
      <Button asChild size="lg">
        <Link to="/">{CHECKOUT_HOME_LINK_LABEL}</Link>
      </Button>
    </article>
  );
}

export { SuccessView };
