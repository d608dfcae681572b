import type { NavItem } from "@nivelia/domain/site";
import { buttonVariants } from "@nivelia/ui";
import { ChevronDownIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavItemLink } from "./nav-item-link";

/**
 * A header group of links (the WAI disclosure navigation pattern, which suits site links better than an ARIA
 * menu): the button toggles the list; Escape, a click outside or leaving with Tab closes it.
 */
function NavDisclosure({ label, items }: { label: string; items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    root.addEventListener("keydown", closeOnEscape);
    root.addEventListener("focusout", closeWhenFocusLeaves);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsideClick);
      root.removeEventListener("keydown", closeOnEscape);
      root.removeEventListener("focusout", closeWhenFocusLeaves);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        ref={buttonRef}
        className={buttonVariants({ variant: "ghost", size: "sm", className: "gap-1" })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
        <ChevronDownIcon
          aria-hidden="true"
          className={
            open ? "rotate-180 transition-transform motion-reduce:transition-none" : "transition-transform"
          }
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1 min-w-52 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {items.map((item) => (
          <li key={item.label}>
            <NavItemLink
              item={item}
              onSelect={() => setOpen(false)}
              className="block w-full rounded-sm px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export { NavDisclosure };
