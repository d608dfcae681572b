import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { type RefObject, useLayoutEffect, useRef } from "react";
import { cn } from "../lib/cn";
import { Button, type ButtonProps } from "./button";

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-out data-[state=open]:animate-fade-in motion-reduce:animate-none",
        className,
      )}
      {...props}
    />
  );
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
  showCloseButton?: boolean;
  /** `centered` (a box in the middle of the viewport) or `fullscreen` (a phone's menu, say). */
  layout?: "centered" | "fullscreen";
  /** The classes of its opening and closing animations, in place of the default fade-in. */
  motion?: string;
};

const CONTENT_LAYOUT = {
  centered:
    "top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border",
  fullscreen: "top-0 left-0 h-dvh max-h-dvh w-full content-start",
} as const;

/** Dialogs open now, and the page's top-level elements given `pointer-events: auto` for them (see below). */
let openModals = 0;
const shielded = new Set<HTMLElement>();

/**
 * While a modal is open, Radix sets `pointer-events: none` on the body so that nothing outside it can be pointed at.
 * The property is inherited: every element of the page then had its style recomputed as the dialog opened (1 850 on
 * the landing, about 16 ms, four times that on a slow phone) and again as it closed. Giving the body's children
 * their own `pointer-events: auto` first stops the change at them. The page stays out of reach all the same: the
 * overlay covers the whole viewport above it, and the focus is trapped in the dialog.
 */
function ContainPointerEventsLock() {
  useLayoutEffect(() => {
    openModals += 1;
    for (const child of document.body.children) {
      if (!(child instanceof HTMLElement) || child instanceof HTMLScriptElement) continue;
      if (child.style.pointerEvents !== "") continue;
      child.style.pointerEvents = "auto";
      shielded.add(child);
    }
    return () => {
      openModals -= 1;
      // After Radix has given the body its pointer events back (its effects clean up after this one), so the
      // removal changes no inherited value.
      setTimeout(() => {
        if (openModals > 0) return;
        for (const child of shielded) child.style.removeProperty("pointer-events");
        shielded.clear();
      });
    };
  }, []);
  return null;
}

/**
 * Notes the element that had focus as the dialog opened (its layout effect runs before Radix moves focus inside):
 * Radix only gives focus back to a `DialogTrigger`, and the site's dialogs open from plain buttons.
 */
function RememberOpener({ opener }: { opener: RefObject<Element | null> }) {
  useLayoutEffect(() => {
    opener.current = document.activeElement;
  }, [opener]);
  return null;
}

/**
 * A modal: focus is trapped inside, Escape and a backdrop click close it, it never exceeds 90 % of the viewport, and
 * once closed it gives focus back to the control that opened it (unless `onCloseAutoFocus` moves it elsewhere).
 */
function DialogContent({
  className,
  children,
  closeLabel,
  showCloseButton = true,
  layout = "centered",
  motion = "data-[state=open]:animate-fade-in",
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<Element | null>(null);
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !(opener.current instanceof HTMLElement) || !opener.current.isConnected)
      return;
    event.preventDefault();
    opener.current.focus({ preventScroll: true });
  };
  return (
    <DialogPrimitive.Portal data-slot="dialog-portal">
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed z-50 grid gap-4 overflow-y-auto bg-popover p-6 text-popover-foreground shadow-xl motion-reduce:animate-none",
          CONTENT_LAYOUT[layout],
          motion,
          className,
        )}
        {...props}
        onCloseAutoFocus={returnFocus}
      >
        <RememberOpener opener={opener} />
        <ContainPointerEventsLock />
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            <XIcon aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** `centered`: a header centred under the close button, which it leaves no room for. */
function DialogHeader({
  className,
  centered = false,
  ...props
}: React.ComponentProps<"div"> & { centered?: boolean }) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-1.5", centered ? "items-center" : "pr-8", className)}
      {...props}
    />
  );
}

/** The actions at the end of the line (`end`), or a note and its action at either end above a rule (`split`). */
type DialogFooterLayout = "end" | "split";

function DialogFooter({
  className,
  layout = "end",
  ...props
}: React.ComponentProps<"div"> & { layout?: DialogFooterLayout }) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        "flex flex-col-reverse sm:flex-row",
        layout === "end"
          ? "gap-2 sm:justify-end"
          : "items-center gap-3 border-border border-t pt-4 sm:justify-between",
        className,
      )}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("font-semibold text-xl leading-tight", className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-muted-foreground text-sm", className)}
      {...props}
    />
  );
}

/** A button that closes its dialog ('Entendido', 'Cerrar'). */
function DialogCloseButton(props: ButtonProps) {
  return (
    <DialogPrimitive.Close asChild>
      <Button {...props} />
    </DialogPrimitive.Close>
  );
}

type DialogFrameProps = DialogContentProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's content: a DialogTitle and a DialogDescription, and anything shown beside them. */
  header: React.ReactNode;
  /** The actions at the bottom, when the dialog has any. */
  footer?: React.ReactNode;
  footerLayout?: DialogFooterLayout;
};

/** The usual modal: a header, the body (children) and a footer of actions, in a controlled Dialog. */
function DialogFrame({
  open,
  onOpenChange,
  header,
  footer,
  footerLayout,
  children,
  ...contentProps
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...contentProps}>
        <DialogHeader>{header}</DialogHeader>
        {children}
        {footer ? <DialogFooter layout={footerLayout}>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}

export {
  Dialog,
  DialogClose,
  DialogCloseButton,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogFrame,
  type DialogFrameProps,
  DialogHeader,
  DialogTitle,
};
