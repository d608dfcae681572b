import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicts between Tailwind utilities: a component's classes and the ones a
 * caller adds must never set the same property (use a variant or a prop for that). Merging them at run time
 * (tailwind-merge builds its class map on first use) cost 15-60 ms of main thread on a desktop while a form
 * hydrated, four times that on a slow phone, for classes known at build time. The web app's tests read every
 * prerendered page and every open dialog for a conflict (apps/web/scripts/class-conflicts.ts).
 */
function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

export { cn };
