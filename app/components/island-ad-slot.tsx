import { useEffect } from "react";
import { serverIsland } from "~/components/content/server-island";
import type { AdPosition, PublicAd } from "~/lib/ads/ads";

/**
 * Ad slots of public pages (the layout's header, sidebar, footer and phone bar, the blog's
 * content slot) as server islands (issue 12.2): the server picks and renders the ad (docs/decisions/0015-ads-chosen-on-the-server.md),
 * and an ad is a link to the counting redirect and an image, so a first visit's browser keeps its
 * HTML without the slot's code. A page whose new ad differs mounts a new island, which downloads it.
 */
const AdIsland = serverIsland(() => import("~/components/ad-slot"));

export const preloadAdSlot = AdIsland.preload;

export function IslandAdSlot({
  position,
  ad,
  tabbable = true,
  houseCard = true,
  className,
}: {
  position: AdPosition;
  ad: PublicAd | null;
  tabbable?: boolean;
  /** Whether an empty slot shows the "Anuncie aqui" card (D15); off, nothing is rendered. */
  houseCard?: boolean;
  /** On the island's element, which holds the slot (e.g. its place in a grid). */
  className?: string;
}) {
  const id = `anuncio-${position}`;
  // An image that fails (or failed before hydration) is hidden, as the slot itself does when React
  // renders it: the text stays, no broken-image icon.
  useEffect(() => {
    const img = document.getElementById(id)?.querySelector("img");
    if (!img) return;
    const hide = () => {
      img.hidden = true;
    };
    if (img.complete && img.naturalWidth === 0) hide();
    img.addEventListener("error", hide);
    return () => img.removeEventListener("error", hide);
  }, [id, ad?.id]);
  if (!ad && !houseCard) return null;
  return (
    <AdIsland
      key={ad?.id ?? "anuncie-aqui"}
      id={id}
      className={className}
      position={position}
      ad={ad}
      tabbable={tabbable}
      houseCard={houseCard}
    />
  );
}
