import { useRef } from "react";

/**
 * Focus goes back to the control that opened a dialog when it closes (issue 28: a dialog opened
 * from a form's submit, not from a Radix trigger, left focus on the page's body after Esc). As
 * the dialog opens, before it moves focus inside, the focused control is kept; it is focused
 * again as the dialog closes, unless the caller's own handler already moved focus or the
 * control has left the page (a deleted row).
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented) return;
      if (element instanceof HTMLElement && element !== document.body && element.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
