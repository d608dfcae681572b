import type * as React from "react";
import { cn } from "../lib/cn";

type SpinnerProps = React.ComponentProps<"div"> & {
  /** Text announced to screen readers while something loads. */
  label: string;
};

function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <div
      data-slot="spinner"
      role="status"
      className={cn("flex items-center justify-center p-8", className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-primary/25 border-t-primary motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export { Spinner, type SpinnerProps };
