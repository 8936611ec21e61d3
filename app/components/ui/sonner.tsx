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

function Toaster({ toastOptions, ...props }: ToasterProps) {
  const theme = useHtmlTheme();

  return (
    <Sonner
      theme={theme}
      className="toaster group"
      // Bottom right keeps the page's header buttons clickable; on phones the toasts sit
      // above the fixed ad bar.
      position="bottom-right"
      mobileOffset={{ bottom: 96 }}
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
