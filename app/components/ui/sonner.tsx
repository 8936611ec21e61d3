import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

type Theme = NonNullable<ToasterProps["theme"]>;

/** Spec: toasts stay 4 s, at most 3 visible at once. */
const TOAST_DURATION_MS = 4000;
const TOAST_VISIBLE_COUNT = 3;

function subscribeToHtmlClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ["class"],
  });
  return () => observer.disconnect();
}

function getHtmlTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function getServerTheme(): Theme {
  return "light";
}

/** Follows the `dark` class on <html>; "light" during SSR. */
function useHtmlTheme(): Theme {
  return React.useSyncExternalStore(subscribeToHtmlClass, getHtmlTheme, getServerTheme);
}

// The layout's breakpoint (md): below it the page has the sticky header and the bottom ad
// bar, so toasts go to the top, just under the header (D5 revised, issue 16).
const WIDE_QUERY = "(min-width: 48rem)";

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function isWide(): boolean {
  return window.matchMedia(WIDE_QUERY).matches;
}

// The toaster renders no markup for its position until a toast exists, and no toast exists
// before hydration, so the client may use its real width while hydrating: the very first
// toast is already in the right place (no flash at the bottom of a phone).
function isWideWhileHydrating(): boolean {
  return typeof window === "undefined" ? true : isWide();
}

function useWideScreen(): boolean {
  return React.useSyncExternalStore(subscribeToWidth, isWide, isWideWhileHydrating);
}

// Just below the sticky header (its height is a token in app.css). Sonner switches to its
// own full-width phone layout under 600 px (mobileOffset) and keeps the other one from
// 600 px up to our breakpoint (offset), so both carry it.
const LIGHT_RICH_TEXT = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
  "--error-text": "hsl(360, 100%, 36%)",
};

const BELOW_HEADER = "calc(var(--mobile-header-height) + 0.5rem)";

function Toaster({ toastOptions, ...props }: ToasterProps) {
  const theme = useHtmlTheme();
  const wide = useWideScreen();

  return (
    <Sonner
      theme={theme}
      className="toaster group"
      // Desktop: bottom right, moved into the sidebar's bottom on pages that have one
      // (app.css), so never over a calculator's result. Phones: at the top under the header,
      // never over the result (scrolled below the toast lane, scroll-mt-result) nor over
      // the bottom ad bar.
      position={wide ? "bottom-right" : "top-center"}
      offset={wide ? undefined : { top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER }}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_COUNT}
      richColors
      closeButton
      containerAriaLabel="Notificações"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          // Sonner's light rich colours are about 4.3:1 on their tinted backgrounds (the
          // warning 3:1); darker text keeps every toast at 4.5:1 or more (WCAG AA).
          ...(theme === "dark" ? {} : LIGHT_RICH_TEXT),
        } as React.CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: "Fechar notificação",
        ...toastOptions,
      }}
      {...props}
    />
  );
}

export { Toaster, TOAST_DURATION_MS, TOAST_VISIBLE_COUNT };
