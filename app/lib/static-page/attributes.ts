// The attributes the server's HTML of a page without React (./hydration.ts) and its plain script
// (./enhance.ts) agree on. Nothing else here: the plain script must import no React code.

/** The page view's token on the plain script's tag (the ad beacon's, as the layout's loader gives it). */
export const PAGE_VIEW_ATTRIBUTE = "data-page-view";
/** The phone menu of a page without React: its button and its <dialog>. */
export const STATIC_MENU_ID = "menu-movel";
export const STATIC_MENU_OPEN_ATTRIBUTE = "data-menu-open";
export const STATIC_MENU_CLOSE_ATTRIBUTE = "data-menu-close";
