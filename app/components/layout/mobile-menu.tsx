import { Menu, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { useLocation } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import type { PublicAd } from "~/lib/ads/ads";
import { Brand } from "./brand";
import { MainNav } from "./main-nav";
import { ThemeToggle } from "./theme-toggle";

/**
 * The slide-in menu below 768 px. Radix Dialog traps focus, closes on Escape and hands
 * focus back to the button; we also close it on route change and on link click (docs/decisions/0021-browser-behaviours.md).
 */
export function MobileMenu({ ad }: { ad: PublicAd | null }) {
  // The menu remembers the page it was opened on, so it is closed on any other page: a route
  // change closes it in the same render, without an effect.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const close = () => setOpen(false);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        className="inline-flex size-11 items-center justify-center rounded-md border bg-card outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label="Abrir menu"
      >
        <Menu className="size-5" aria-hidden="true" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <DialogPrimitive.Content
          data-testid="mobile-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col gap-4 overflow-y-auto border-r bg-sidebar p-4 text-sidebar-foreground shadow-xl outline-none data-[state=open]:animate-[slide-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between">
            <Brand onNavigate={close} />
            <DialogPrimitive.Close
              className="inline-flex size-11 items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              aria-label="Fechar menu"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Title className="sr-only">Menu de navegação</DialogPrimitive.Title>
          <MainNav onNavigate={close} />
          <ThemeToggle />
          <AdSlot position="mobile-menu" ad={ad} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
