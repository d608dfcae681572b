import { cva, type VariantProps } from "class-variance-authority";
import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/cn";

const labelVariants = cva("text-sm peer-disabled:cursor-not-allowed peer-disabled:opacity-70", {
  variants: {
    variant: {
      /** A control's name, on one line. */
      default: "font-medium leading-none",
      /** A name that may wrap onto a second line. */
      wrapping: "font-medium leading-snug",
      /** A sentence beside a checkbox or a switch (a consent, say). */
      sentence: "font-normal leading-snug",
    },
  },
  defaultVariants: { variant: "default" },
});

function Label({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>) {
  return (
    <LabelPrimitive.Root data-slot="label" className={cn(labelVariants({ variant }), className)} {...props} />
  );
}

export { Label };
