import { cva } from "class-variance-authority";

/**
 * The button styles on their own module: pages style a link or a plain button in their first view without loading the
 * Button component. A label longer than a phone is wide wraps (the height is a minimum) instead of pushing the page
 * sideways. No class here needs overriding (see cn.ts): a size sets only the height and padding.
 */
const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border border-border bg-background hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "min-h-10 px-4 py-2",
        sm: "min-h-9 px-3 py-1.5",
        /** Taller and wider, with the same 14 px text, so that two calls to action still sit side by side on a phone. */
        lg: "min-h-11 px-6 py-2",
        icon: "size-10 shrink-0",
        /** A button that reads as a link inside a sentence: no padding. */
        inline: "min-h-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export { buttonVariants };
