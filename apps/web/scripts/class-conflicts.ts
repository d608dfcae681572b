// `cn` joins class names without resolving Tailwind conflicts (packages/ui/src/lib/cn.ts): an element given two
// utilities for one property, say `h-10` from a component and `h-12` from its caller, would look however the
// stylesheet happens to order them. The build's test reads every prerendered page for one, and the browser tests
// every open dialog.
import { twMerge } from "tailwind-merge";

/** The utilities of a class list that a later one for the same property overrides (tailwind-merge knows them all). */
export function overridden(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return classes.filter((name, index) => !kept.has(name) && classes.indexOf(name) === index);
}

/** One line per distinct class list with an overridden utility: what is overridden, in which list. */
export function conflicts(classLists: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const classList of classLists) {
    const dropped = overridden(classList);
    if (dropped.length > 0) found.add(`${dropped.join(" ")} in "${classList}"`);
  }
  return [...found];
}
