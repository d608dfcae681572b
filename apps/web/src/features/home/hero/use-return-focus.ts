import { useCallback, useRef } from "react";

/**
 * Radix gives focus back to a DialogTrigger on close; these dialogs open from plain buttons after a lazy load,
 * so the opener is remembered here and focused again (without scrolling) when the dialog closes.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);

  const remember = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, []);

  /** Pass as DialogContent's onCloseAutoFocus; `when` lets a caller skip it (another dialog is taking over). */
  const restore = useCallback((event: Event, when = true) => {
    event.preventDefault();
    if (when) opener.current?.focus({ preventScroll: true });
  }, []);

  return { remember, restore };
}

export { useReturnFocus };
