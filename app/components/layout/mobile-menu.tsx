import Menu from "lucide-react/icons/menu";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import type { PublicAd } from "~/lib/ads/ads";

// The open menu's code (its dialog, the tools, the theme switch, the ad) is downloaded the first
// time it opens (issue 12.2): the server HTML carries the button alone, as before.
const MobileMenuDialog = lazy(() => import("./mobile-menu-dialog"));

/**
 * The button that opens the phone menu, the same in the React layout and on a page served without
 * React (static-mobile-menu.tsx): its name is a contract the tests and screen readers rely on.
 */
export const MENU_BUTTON_PROPS = {
  type: "button",
  "aria-haspopup": "dialog",
  "aria-label": "Abrir menu",
  className:
    "inline-flex size-11 items-center justify-center rounded-md border bg-card outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
} as const;

/**
 * The slide-in menu below 768 px: a native <dialog> opened with showModal() (mobile-menu-dialog.tsx).
 * Radix Dialog did the same with about 13 KB gzipped of script on every public page (issue 12.2).
 * We also close it on route change and on link click (docs/decisions/0021-browser-behaviours.md).
 */
export function MobileMenu({ ad, houseCard = true }: { ad: PublicAd | null; houseCard?: boolean }) {
  // The menu remembers the page it was opened on, so it is closed on any other page: a route
  // change unmounts it in the same render, without an effect. Its content is rendered only
  // while open.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <>
      <button {...MENU_BUTTON_PROPS} onClick={() => setOpenOn(pathname)} aria-expanded={open}>
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuDialog ad={ad} houseCard={houseCard} onClosed={() => setOpenOn(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
