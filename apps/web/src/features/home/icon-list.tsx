import type { LucideIcon } from "lucide-react";

/** A list of short texts, each after the same decorative icon (plan features, advantages, benefits). */
function IconList({
  items,
  icon: Icon,
  className,
  itemClassName = "flex items-start gap-2",
  iconClassName,
}: {
  items: readonly string[];
  icon: LucideIcon;
  className: string;
  itemClassName?: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}

export { IconList };
