import type * as React from "react";
import { cn } from "../lib/cn";

/** `tall`: 48 px high instead of 40, for a page's main search box. */
function Input({
  className,
  type = "text",
  tall = false,
  ...props
}: React.ComponentProps<"input"> & { tall?: boolean }) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        tall ? "h-12" : "h-10",
        "flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
