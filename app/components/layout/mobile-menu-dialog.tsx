import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { RefObject } from "react";
import { AdSlot } from "~/components/ad-slot";
import type { PublicAd } from "~/lib/ads/ads";
import { Brand } from "./brand";
import { MainNav } from "./main-nav";
import { ThemeToggle } from "./theme-toggle";

/**
 * The open mobile menu: loaded by MobileMenu the first time the menu is opened, so Radix Dialog
 * (about 12 KB gzipped) is not part of every page's first load (issue 12.2). Radix traps focus,
 * closes on Escape and, when it closes, gives focus back to the "Abrir menu" button (a Radix
 * Trigger would do that itself; the button lives in MobileMenu, which is always loaded).
 */
export default function MobileMenuDialog({
  open,
  onOpenChange,
  ad,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ad: PublicAd | null;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <DialogPrimitive.Content
          data-testid="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
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
