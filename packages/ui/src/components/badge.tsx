import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn";

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full font-semibold text-xs [&_svg]:size-3",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground",
        secondary: "bg-secondary text-secondary-foreground",
        outline: "border border-border text-foreground",
        success: "bg-success text-success-foreground",
      },
      size: {
        default: "px-2.5 py-0.5",
        lg: "px-3 py-1",
      },
      // A label stays on one line; a sentence in a narrow card may wrap rather than widen the card and the page.
      wrap: {
        false: "whitespace-nowrap",
        true: "",
      },
    },
    defaultVariants: { variant: "default", size: "default", wrap: false },
  },
);

function Badge({
  className,
  variant,
  size,
  wrap,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant, size, wrap }), className)} {...props} />
  );
}

export { Badge, badgeVariants };
