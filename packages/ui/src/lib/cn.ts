import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicts between Tailwind utilities: a component's classes and the ones a
 * caller adds must never set the same property (use a variant or a prop for that). Merging them at run time cost a
 * slow phone some 40-60 ms of main thread while the page hydrated, for classes that are known at build time; the web
 * build's `class-conflicts` test reads every prerendered page for a conflict.
 */
function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

export { cn };
