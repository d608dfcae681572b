import type { Plan } from "@nivelia/domain/content";
import { Badge, Button, cn } from "@nivelia/ui";
import { CheckIcon } from "lucide-react";
import { IconList } from "../icon-list";

interface PlanCardProps {
  plan: Plan;
  onAction: (plan: Plan) => void;
}

// 'Personalizado' needs 251 px at 36 px: a 320 px phone's card and three cards side by side below xl leave it less,
// so it is 30 px there. With a reader's wider letter spacing (WCAG 1.4.12) it may still need two lines rather than
// widen the card past a phone's screen.
const PRICE = "font-bold text-3xl wrap-anywhere sm:text-4xl lg:text-3xl xl:text-4xl";

/** One pricing card: name, price (struck through for Early Access), features and the plan's button. */
function PlanCard({ plan, onAction }: PlanCardProps) {
  const highlighted = plan.badge !== null;
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col gap-6 rounded-2xl border bg-card p-6 text-card-foreground transition-transform motion-reduce:transition-none md:p-8",
        highlighted ? "border-primary shadow-lg lg:-translate-y-2" : "border-border shadow-sm",
      )}
    >
      {plan.badge ? (
        <Badge size="lg" className="absolute -top-3 left-1/2 -translate-x-1/2">
          {plan.badge}
        </Badge>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 id={headingId} className="font-bold text-2xl">
          {plan.name}
        </h3>
        <p className="text-muted-foreground text-sm">{plan.description}</p>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        {plan.struckThrough ? (
          <>
            <span className="sr-only">Antes</span>
            <s className="font-semibold text-2xl text-muted-foreground">{plan.priceLabel}</s>
            {plan.billingPeriod ? <span className="text-muted-foreground">{plan.billingPeriod}</span> : null}
            {plan.offerLabel ? (
              <>
                <span className="sr-only">, ahora</span>
                <span className={cn(PRICE, "text-primary")}>{plan.offerLabel}</span>
              </>
            ) : null}
          </>
        ) : (
          <>
            <span className={PRICE}>{plan.priceLabel}</span>
            {plan.billingPeriod ? <span className="text-muted-foreground">{plan.billingPeriod}</span> : null}
          </>
        )}
      </p>
      <IconList
        items={plan.features}
        icon={CheckIcon}
        className="flex flex-1 flex-col gap-3 text-sm"
        itemClassName="flex gap-2"
        iconClassName="mt-0.5 size-4 shrink-0 text-primary"
      />
      <Button
        size="lg"
        variant={highlighted ? "default" : "outline"}
        className="w-full"
        onClick={() => onAction(plan)}
      >
        {plan.ctaLabel}
      </Button>
    </article>
  );
}

export { PlanCard };
