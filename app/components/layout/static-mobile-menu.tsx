import Menu from "lucide-react/icons/menu";
import { useId } from "react";
import type { PublicAd } from "~/lib/ads/ads";
import { STATIC_MENU_ID, STATIC_MENU_OPEN_ATTRIBUTE } from "~/lib/static-page/attributes";
import { MENU_BUTTON_PROPS } from "./mobile-menu";
import { MOBILE_MENU_DIALOG_CLASS, MobileMenuContent } from "./mobile-menu-dialog";

/**
 * The phone menu of a page served without React (issue 24.4, lib/static-page/): the same button
 * and the same menu as mobile-menu.tsx, but the menu is in the server's HTML, in a <template>
 * inside a closed <dialog>, and the page's plain script (lib/static-page/enhance.ts) opens
 * it with showModal() and closes it. Rendered by the server only (a server island of the layout).
 */
export default function StaticMobileMenu({ ad, houseCard = true }: { ad: PublicAd | null; houseCard?: boolean }) {
  const titleId = useId();
  return (
    <>
      <button
        {...MENU_BUTTON_PROPS}
        {...{ [STATIC_MENU_OPEN_ATTRIBUTE]: "" }}
        aria-expanded="false"
        aria-controls={STATIC_MENU_ID}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <dialog
        id={STATIC_MENU_ID}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="mobile-menu"
        className={MOBILE_MENU_DIALOG_CLASS}
      >
        {/* Inert until opened, as the React menu's content is absent until then: its links are no
            second "Ferramentas" landmark, its ad loads no image and is not shown, so not counted. */}
        <template>
          <MobileMenuContent titleId={titleId} ad={ad} houseCard={houseCard} />
        </template>
      </dialog>
    </>
  );
}
