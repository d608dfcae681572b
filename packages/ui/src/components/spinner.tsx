import type * as React from "react";

type SpinnerProps = React.ComponentProps<"div"> & {
  /** Text announced to screen readers while something loads. */
  label: string;
};

/** Without a className it is padded; a className replaces the padding. */
function Spinner({ className = "p-8", label, ...props }: SpinnerProps) {
  return (
    <div
      data-slot="spinner"
      role="status"
      className={`flex items-center justify-center ${className}`}
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
