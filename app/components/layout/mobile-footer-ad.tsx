import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { IslandAdSlot } from "~/components/island-ad-slot";
import type { PublicAd } from "~/lib/ads/ads";

import { MOBILE_FOOTER_AD_CLASS, MOBILE_FOOTER_AD_KEY } from "./mobile-footer-ad-state";

export { MOBILE_FOOTER_AD_CLASS, MOBILE_FOOTER_AD_KEY };

/**
 * The closable ad bar at the bottom of phone screens. Once closed it stays hidden for
 * the rest of the visit (sessionStorage); the inline script in root.tsx hides it before
 * first paint on later pages of that visit.
 */
export function MobileFooterAd({ ad }: { ad: PublicAd | null }) {
  const barRef = useRef<HTMLDivElement>(null);
  // The document's scroll-padding-bottom follows the bar's real height (an alcohol clause or
  // a wrapped line makes it taller than the token in app.css, which covers the first paint).
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      // Hidden (closed, or wider screens) it measures 0: the padding is off there anyway.
      if (bar.offsetHeight > 0) root.style.setProperty("--mobile-ad-bar-height", `${bar.offsetHeight}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--mobile-ad-bar-height");
    };
  }, []);
  const close = () => {
    document.documentElement.classList.add(MOBILE_FOOTER_AD_CLASS);
    try {
      sessionStorage.setItem(MOBILE_FOOTER_AD_KEY, "1");
    } catch {
      // Storage unavailable: hidden on this page only.
    }
  };
  // Sticky, not fixed (issue 16): the bar is the last thing in the page's column, so the page
  // reserves exactly its height, whatever it holds (an ad, the placeholder, the alcohol
  // clause), and a closed bar reserves nothing; it still stays at the bottom of the screen
  // while the page scrolls. A field focused under it is kept clear by scroll-padding-bottom
  // (app.css, with the bar's measured height).
  return (
    <div
      ref={barRef}
      data-mobile-footer-ad
      data-testid="mobile-footer-ad"
      className="sticky bottom-0 z-40 border-t bg-background p-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      <div className="relative pr-12">
        <IslandAdSlot position="mobile-footer" ad={ad} />
        <button
          type="button"
          onClick={close}
          aria-label="Fechar anúncio"
          className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-md border bg-card outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
