import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { PublicAd } from "~/lib/ads/ads";

// The dialog's code (Radix Dialog, focus trap, scroll lock) is fetched when the menu is first
// opened, or when the pointer or focus reaches the button, so it is usually there by the tap.
const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(loadDialog);

/**
 * The slide-in menu below 768 px. Radix Dialog traps focus, closes on Escape and hands
 * focus back to the button; we also close it on route change and on link click (docs/decisions/0021-browser-behaviours.md).
 */
export function MobileMenu({ ad }: { ad: PublicAd | null }) {
  // The menu remembers the page it was opened on, so it is closed on any other page: a route
  // change closes it in the same render, without an effect.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const preload = () => void loadDialog();
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-md border bg-card outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} ad={ad} trigger={button} />
        </Suspense>
      ) : null}
    </>
  );
}
