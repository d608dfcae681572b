import { ChevronDownIcon } from "lucide-react";
import { Collapsible as CollapsiblePrimitive, Slot } from "radix-ui";
import { composeEventHandlers, DismissableLayer } from "radix-ui/internal";
import * as React from "react";
import { buttonVariants } from "../lib/button-variants";
import { cn } from "../lib/cn";

interface DisclosureMenuContextValue {
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  close: () => void;
}

const DisclosureMenuContext = React.createContext<DisclosureMenuContextValue | null>(null);

function useDisclosureMenu(part: string): DisclosureMenuContextValue {
  const context = React.useContext(DisclosureMenuContext);
  if (!context) throw new Error(`${part} must be inside a DisclosureMenu`);
  return context;
}

/**
 * A button that shows a list of site links below it (the WAI disclosure navigation pattern, which suits links better
 * than an ARIA menu): Radix Collapsible gives the button its state, and Radix DismissableLayer closes the list on
 * Escape, a press outside or focus leaving it; Escape hands focus back to the button.
 */
function DisclosureMenu({
  className,
  ...props
}: Omit<React.ComponentProps<typeof CollapsiblePrimitive.Root>, "open">) {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const context = React.useMemo(() => ({ triggerRef, close: () => setOpen(false) }), []);
  return (
    <DisclosureMenuContext.Provider value={context}>
      <CollapsiblePrimitive.Root
        data-slot="disclosure-menu"
        open={open}
        onOpenChange={setOpen}
        className={cn("relative", className)}
        {...props}
      />
    </DisclosureMenuContext.Provider>
  );
}

function DisclosureMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof CollapsiblePrimitive.Trigger>) {
  const { triggerRef } = useDisclosureMenu("DisclosureMenuTrigger");
  return (
    <CollapsiblePrimitive.Trigger
      ref={triggerRef}
      data-slot="disclosure-menu-trigger"
      className={buttonVariants({ variant: "ghost", size: "sm", className: cn("group", className) })}
      {...props}
    >
      {children}
      <ChevronDownIcon
        aria-hidden="true"
        className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </CollapsiblePrimitive.Trigger>
  );
}

function DisclosureMenuContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof CollapsiblePrimitive.Content>) {
  const { triggerRef, close } = useDisclosureMenu("DisclosureMenuContent");
  // Its own button is not "outside": pressing it toggles the list, focusing it keeps the list open. Another menu's
  // button is, so opening one menu closes the other.
  const ownTrigger = (event: CustomEvent) => {
    if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
  };
  return (
    <CollapsiblePrimitive.Content
      data-slot="disclosure-menu-content"
      className={cn(
        "absolute top-full left-0 z-50 mt-1 min-w-52 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md",
        className,
      )}
      {...props}
    >
      <DismissableLayer.Root
        onEscapeKeyDown={() => triggerRef.current?.focus()}
        onPointerDownOutside={ownTrigger}
        onFocusOutside={ownTrigger}
        onDismiss={close}
      >
        {children}
      </DismissableLayer.Root>
    </CollapsiblePrimitive.Content>
  );
}

/** One entry of the list (its child is the link or button): choosing it closes the list. */
function DisclosureMenuItem({ className, onClick, ...props }: React.ComponentProps<typeof Slot.Root>) {
  const { close } = useDisclosureMenu("DisclosureMenuItem");
  return (
    <Slot.Root
      data-slot="disclosure-menu-item"
      className={cn(
        "block w-full rounded-sm px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      onClick={composeEventHandlers(onClick, close)}
      {...props}
    />
  );
}

export { DisclosureMenu, DisclosureMenuContent, DisclosureMenuItem, DisclosureMenuTrigger };
