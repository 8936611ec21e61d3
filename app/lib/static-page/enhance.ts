// The one script of a page served without React (./hydration.ts, issue 24.4): what the public
// layout does in the browser, on the server's HTML, with no framework. Built on its own by
// scripts/static-page.mjs (one file of a few KB, sharing no chunk with the React pages, whose
// shared chunks carry React); in development Vite serves this source as it is.
//
// - the theme switches (the sidebar's, the menu's): lib/theme.ts, as root.tsx's listener does;
// - the phone menu: the <dialog> the server rendered closed (static-mobile-menu.tsx), opened with
//   showModal() as the React menu is, focus on "Fechar menu", Tab kept inside, closed by its
//   button, the backdrop, Escape (the browser's) and a link;
// - the phone's ad bar: "Fechar anúncio" hides it for the visit, as mobile-footer-ad.tsx does, and
//   the page keeps room for its real height;
// - a post's share buttons (components/blog/share-buttons.tsx), with a toast of its own;
// - the ad beacon (lib/ads/ad-beacon.ts) with this page view's token, once the browser is idle;
// - the offline worker's registration.
// Then <html data-hydrated>: from now on every control of the page has its handler (the
// pre-hydration script in <head> stops standing in, and the end-to-end tests wait for it).
import { MOBILE_FOOTER_AD_CLASS, MOBILE_FOOTER_AD_KEY } from "~/components/layout/mobile-footer-ad-state";
import { wrapFocus } from "~/components/layout/menu-focus";
import { trackAds } from "~/lib/ads/ad-beacon";
import { openSharePopup, shareElsewhere } from "~/lib/share";
import { switchTheme, THEME_SWITCH_ATTRIBUTE } from "~/lib/theme";
import { registerServiceWorker } from "~/pwa/register-service-worker";
import {
  PAGE_VIEW_ATTRIBUTE,
  STATIC_MENU_CLOSE_ATTRIBUTE,
  STATIC_MENU_ID,
  STATIC_MENU_OPEN_ATTRIBUTE,
} from "./attributes";

const root = document.documentElement;

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (target.closest(`[${THEME_SWITCH_ATTRIBUTE}]`)) switchTheme();
  const menu = document.getElementById(STATIC_MENU_ID);
  if (menu instanceof HTMLDialogElement) {
    if (target.closest(`[${STATIC_MENU_OPEN_ATTRIBUTE}]`)) openMenu(menu);
    // The close button, the backdrop (a click on the <dialog> itself: its content fills it) or a link.
    else if (menu.open && (target === menu || target.closest(`[${STATIC_MENU_CLOSE_ATTRIBUTE}], a[href]`)))
      menu.close();
  }
  if (target.closest("[data-mobile-footer-ad] button")) closeFooterAd();
  const popup = target.closest<HTMLAnchorElement>("a[data-share-popup]");
  if (popup) {
    event.preventDefault();
    openSharePopup(popup.href);
  }
  const share = target.closest<HTMLElement>("button[data-share-url]");
  // A post's share buttons (components/blog/share-buttons.tsx), with a toast of this script's own.
  if (share)
    void shareElsewhere(share.dataset.shareUrl ?? location.href, share.dataset.shareTitle ?? document.title, {
      copied: notify,
      failed: notify,
    });
});

/**
 * A toast without React (the React pages' come from sonner, components/ui/sonner.tsx): the same
 * place (under the header on a phone, bottom right from md up), look and 4 s, read out by screen
 * readers (a status region).
 */
function notify(title: string, description?: string) {
  let region = document.getElementById("avisos");
  if (!region) {
    region = document.createElement("section");
    region.id = "avisos";
    region.setAttribute("aria-label", "Notificações");
    region.className =
      "pointer-events-none fixed inset-x-4 top-[calc(var(--mobile-header-height)+0.5rem)] z-[100] flex flex-col items-center gap-2 md:inset-x-auto md:top-auto md:right-8 md:bottom-8 md:items-end";
    document.body.append(region);
  }
  const toast = document.createElement("div");
  toast.setAttribute("role", "status");
  toast.className =
    "pointer-events-auto w-full max-w-[356px] rounded-lg border bg-popover p-4 text-sm text-popover-foreground shadow-lg";
  const heading = document.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  toast.append(heading);
  if (description) {
    const text = document.createElement("p");
    text.className = "mt-1 text-muted-foreground";
    text.textContent = description;
    toast.append(text);
  }
  region.append(toast);
  setTimeout(() => toast.remove(), 4000);
}

function openMenu(menu: HTMLDialogElement) {
  if (menu.open) return;
  // The first time, the menu's content leaves its <template> (static-mobile-menu.tsx).
  const template = menu.querySelector("template");
  if (template) template.replaceWith(template.content);
  menu.showModal();
  menu.querySelector<HTMLElement>(`[${STATIC_MENU_CLOSE_ATTRIBUTE}]`)?.focus();
  setExpanded(true);
}

function setExpanded(open: boolean) {
  for (const button of document.querySelectorAll(`[${STATIC_MENU_OPEN_ATTRIBUTE}]`))
    button.setAttribute("aria-expanded", String(open));
}

const menu = document.getElementById(STATIC_MENU_ID);
if (menu instanceof HTMLDialogElement) {
  // Escape, a link or the close button: the browser hands focus back to the menu button.
  menu.addEventListener("close", () => setExpanded(false));
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const next = wrapFocus(menu, document.activeElement, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
}

function closeFooterAd() {
  root.classList.add(MOBILE_FOOTER_AD_CLASS);
  try {
    sessionStorage.setItem(MOBILE_FOOTER_AD_KEY, "1");
  } catch {
    // Storage unavailable: hidden on this page only.
  }
}

// The document's scroll-padding-bottom follows the bar's real height (mobile-footer-ad.tsx).
const bar = document.querySelector<HTMLElement>("[data-mobile-footer-ad]");
if (bar && typeof ResizeObserver === "function") {
  new ResizeObserver(() => {
    if (bar.offsetHeight > 0) root.style.setProperty("--mobile-ad-bar-height", `${bar.offsetHeight}px`);
  }).observe(bar);
}

const pageView = document.querySelector(`script[${PAGE_VIEW_ATTRIBUTE}]`)?.getAttribute(PAGE_VIEW_ATTRIBUTE) ?? "";
const startBeacon = () => trackAds(pageView);
if (typeof requestIdleCallback === "function") requestIdleCallback(startBeacon, { timeout: 4000 });
else setTimeout(startBeacon, 1500);

registerServiceWorker();
root.dataset.hydrated = "";
