import { HIRING_COST_PANEL_TITLES, type HiringCostFigure } from "@nivelia/domain/calculator";
import { cn } from "@nivelia/ui";
import { useId } from "react";

/** One results panel: a titled list of labelled figures (shared by the calculator and the cost assistant). */
function HiringCostPanel({
  title,
  figures,
  highlighted = false,
  className,
}: {
  title: string;
  figures: readonly HiringCostFigure[];
  highlighted?: boolean;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "rounded-xl border p-5",
        highlighted ? "border-primary bg-secondary text-secondary-foreground" : "border-border bg-card",
        className,
      )}
    >
      <h3 id={titleId} className="font-semibold text-lg">
        {title}
      </h3>
      <dl className="mt-3 flex flex-col gap-2">
        {figures.map((figure) => (
          <div key={figure.key} className="flex items-baseline justify-between gap-4">
            <dt
              className={cn("text-sm", highlighted ? "text-secondary-foreground" : "text-muted-foreground")}
            >
              {figure.label}
            </dt>
            <dd className="font-semibold text-base tabular-nums" data-figure={figure.key}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The two panels side by side in the reading order: the process today, then with the product (highlighted). */
function HiringCostComparison({
  figures,
}: {
  figures: { withoutProduct: readonly HiringCostFigure[]; withProduct: readonly HiringCostFigure[] };
}) {
  return (
    <>
      <HiringCostPanel title={HIRING_COST_PANEL_TITLES.withoutProduct} figures={figures.withoutProduct} />
      <HiringCostPanel
        title={HIRING_COST_PANEL_TITLES.withProduct}
        figures={figures.withProduct}
        highlighted
      />
    </>
  );
}

export { HiringCostComparison };
