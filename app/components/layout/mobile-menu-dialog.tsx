import X from "lucide-react/icons/x";
import { useCallback, useId, useRef, type KeyboardEvent, type MouseEvent, type Ref } from "react";
import { AdSlot } from "~/components/ad-slot";
import type { PublicAd } from "~/lib/ads/ads";
import { Brand } from "./brand";
import { MainNav } from "./main-nav";
import { wrapFocus } from "./menu-focus";
import { ThemeToggle } from "./theme-toggle";

/**
 * The open menu (mobile-menu.tsx), downloaded the first time it is opened (issue 12.2): a
 * native <dialog> shown with showModal() as it mounts, so the browser puts it in the top
 * layer, makes the rest of the page inert, closes it on Escape and hands focus back to the
 * button. `onClosed` runs on its "close" event, which unmounts it.
 */
export default function MobileMenuDialog({
  ad,
  houseCard = true,
  onClosed,
}: {
  ad: PublicAd | null;
  houseCard?: boolean;
  onClosed: () => void;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  // Focus starts on "Fechar menu", as with Radix (which skipped links), not on the first link.
  const attach = useCallback((dialog: HTMLDialogElement | null) => {
    dialogRef.current = dialog;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    closeButtonRef.current?.focus();
  }, []);
  // close() hands focus back to the button; its "close" event then unmounts the content.
  const close = () => dialogRef.current?.close();
  // A click on the backdrop reaches the <dialog> itself (its content fills it edge to edge).
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  // The browser lets Tab leave a modal dialog for its own toolbar; Tab and Shift+Tab go round
  // inside the menu instead, as they did with Radix (focus stays where the menu is read).
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const next = wrapFocus(event.currentTarget, document.activeElement, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    // The click is the backdrop's (closeOnBackdrop), the key is Tab (keepFocusInside).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={attach}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="mobile-menu"
      onClose={onClosed}
      onClick={closeOnBackdrop}
      onKeyDown={keepFocusInside}
      className={MOBILE_MENU_DIALOG_CLASS}
    >
      <MobileMenuContent
        titleId={titleId}
        ad={ad}
        houseCard={houseCard}
        onClose={close}
        closeButtonRef={closeButtonRef}
      />
    </dialog>
  );
}

/** The open menu's look, shared with the server-rendered menu of pages without React. */
export const MOBILE_MENU_DIALOG_CLASS =
  "fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[85vw] max-w-sm overflow-hidden border-r bg-sidebar p-0 text-sidebar-foreground shadow-xl outline-none animate-[slide-in_200ms_ease-out] backdrop:bg-black/50 backdrop:animate-[fade-in_150ms_ease-out]";

/**
 * What the menu holds: the logo, "Fechar menu", the tools, the theme switch and the menu's ad.
 * Without `onClose` (a page without React, static-mobile-menu.tsx) the plain script serves the
 * close button, found by its data-menu-close attribute, and the links.
 */
export function MobileMenuContent({
  titleId,
  ad,
  houseCard,
  onClose,
  closeButtonRef,
}: {
  titleId: string;
  ad: PublicAd | null;
  houseCard: boolean;
  onClose?: () => void;
  closeButtonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto overscroll-contain p-4">
      <div className="flex items-center justify-between">
        <Brand onNavigate={onClose} />
        <button
          ref={closeButtonRef}
          data-menu-close="" // STATIC_MENU_CLOSE_ATTRIBUTE: the plain script of pages without React
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-md outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-label="Fechar menu"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <h2 id={titleId} className="sr-only">
        Menu de navegação
      </h2>
      <MainNav onNavigate={onClose} />
      <ThemeToggle />
      <AdSlot position="mobile-menu" ad={ad} houseCard={houseCard} />
    </div>
  );
}
