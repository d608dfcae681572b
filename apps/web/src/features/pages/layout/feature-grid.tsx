import type { ReactNode } from "react";

/** A titled item of a grid: a capability, a step, a benefit. */
interface FeatureItem {
  readonly title: string;
  readonly description: string;
}

/** Cards in a responsive grid (1, 2 or 3 columns), each a title and a description. */
function FeatureGrid({
  items,
  columns = 3,
  footer,
}: {
  items: readonly FeatureItem[];
  columns?: 2 | 3;
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <ul
        className={columns === 3 ? "grid gap-4 md:grid-cols-2 lg:grid-cols-3" : "grid gap-4 md:grid-cols-2"}
      >
        {items.map((item) => (
          <li
            key={item.title}
            className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
          >
            <h3 className="font-semibold text-lg leading-tight">{item.title}</h3>
            <p className="text-muted-foreground text-sm">{item.description}</p>
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}

export { FeatureGrid, type FeatureItem };
