import { useEffect, useRef, useState } from "react";
import {
  adClickHref,
  adPlaceholderText,
  ADVERTISE_PATH,
  AD_SIZES,
  ALCOHOL_CLAUSE,
  matchAdSize,
  truncateAdText,
  type AdPosition,
  type AdSize,
  type PublicAd,
} from "~/lib/ads/ads";
import { cn } from "~/lib/utils";

/** Below this width the phone image of a banner is shown (the site's 768 px breakpoint). */
const PHONE_MEDIA = "(max-width: 767.98px)";

// Each slot keeps a fixed height whether it holds an ad, the placeholder or nothing
// loaded yet, so nothing shifts (docs/decisions/0015-ads-chosen-on-the-server.md).
const slotHeight: Record<AdPosition, string> = {
  header: "h-24",
  footer: "h-24",
  sidebar: "h-56",
  content: "h-32",
  "mobile-menu": "h-24",
  "mobile-footer": "h-16",
};

// An alcoholic-drink ad must show the whole CONAR clause: its slot grows from the same
// height instead of cutting it (the ad is in the server's HTML, so nothing shifts).
const slotMinHeight: Record<AdPosition, string> = {
  header: "min-h-24",
  footer: "min-h-24",
  sidebar: "min-h-56",
  content: "min-h-32",
  "mobile-menu": "min-h-24",
  "mobile-footer": "min-h-16",
};

// Each slot is its own landmark, so each needs its own name.
const slotLabel: Record<AdPosition, string> = {
  header: "Publicidade no topo",
  footer: "Publicidade no rodapé",
  sidebar: "Publicidade na barra lateral",
  content: "Publicidade no conteúdo",
  "mobile-menu": "Publicidade no menu",
  "mobile-footer": "Publicidade fixa no rodapé",
};

export function AdSlot({
  position,
  ad,
  className,
  label,
  preview = false,
  tabbable = true,
  houseCard = true,
  view,
}: {
  position: AdPosition;
  ad: PublicAd | null | undefined;
  className?: string;
  /** The landmark's name where the default would repeat (the admin's previews). */
  label?: string;
  /** The admin's live preview: links straight to the typed link, nothing is counted. */
  preview?: boolean;
  /**
   * False for slots that come before the main content (header, sidebar): their link stays
   * clickable and is read in the "Publicidade" landmark, but Tab goes from the skip link and
   * the navigation straight to the content (issue 16).
   */
  tabbable?: boolean;
  /** Whether an empty slot shows the "Anuncie aqui" card (D15); off, it renders nothing at all. */
  houseCard?: boolean;
  /** The admin's previews: one device's image only, whatever the screen's width. */
  view?: "desktop" | "mobile";
}) {
  if (!ad) {
    return houseCard ? <HouseCard position={position} className={className} label={label} tabbable={tabbable} /> : null;
  }
  if (ad.format === "banner") {
    return (
      <BannerSlot
        position={position}
        ad={ad}
        className={className}
        label={label}
        preview={preview}
        tabbable={tabbable}
        view={view}
      />
    );
  }
  return (
    <aside
      aria-label={label ?? slotLabel[position]}
      data-ad-slot={position}
      data-ad-id={ad.id}
      data-ad-format="card"
      className={cn(
        "relative flex w-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground",
        ad.alcoholic ? slotMinHeight[position] : slotHeight[position],
        className,
      )}
    >
      <span className="px-2 pt-1 text-right text-[10px] leading-3 font-medium tracking-wide text-muted-foreground uppercase">
        Publicidade
      </span>
      <div className="min-h-0 flex-1">
        {/* In the preview the image changes as the administrator types: each gets its chance. */}
        <AdContent
          key={preview ? ad.imageUrl : undefined}
          ad={ad}
          position={position}
          preview={preview}
          tabbable={tabbable}
        />
      </div>
      {ad.alcoholic ? <AlcoholClause /> : null}
    </aside>
  );
}

// The house card's height: a short strip, so an unsold slot costs the page little room.
const houseHeight: Record<AdPosition, string> = {
  header: "min-h-16",
  footer: "min-h-16",
  sidebar: "min-h-24",
  content: "min-h-20",
  "mobile-menu": "min-h-16",
  "mobile-footer": "min-h-12",
};

/**
 * An empty slot sells itself (D15): "Anuncie aqui" with the position's Portuguese name,
 * linking to /anuncie. Text and CSS only: an image here would cost a phone's main thread
 * more than the slot is worth.
 */
function HouseCard({
  position,
  className,
  label,
  tabbable,
}: {
  position: AdPosition;
  className?: string;
  label?: string;
  tabbable: boolean;
}) {
  return (
    <aside aria-label={label ?? slotLabel[position]} data-ad-slot={position} data-house-card="" className={className}>
      <a
        href={ADVERTISE_PATH}
        tabIndex={tabbable ? undefined : -1}
        className={cn(
          "flex w-full flex-col items-center justify-center gap-0.5 rounded-lg border border-dashed border-primary/40 bg-primary/5 px-3 py-2 text-center outline-none hover:bg-primary/10 focus-visible:ring-[3px] focus-visible:ring-ring/50",
          houseHeight[position],
        )}
      >
        {/* The brand colour stays on the border: as text on the tinted card it falls short of 4.5:1. */}
        <span className="text-sm font-semibold text-foreground">Anuncie aqui</span>
        <span className="text-xs text-muted-foreground">{adPlaceholderText(position)}</span>
      </a>
    </aside>
  );
}

/** The size a banner image is drawn at: its position's standard size (D16) it matches, else its own. */
function displaySize(
  position: AdPosition,
  kind: "desktop" | "mobile",
  width: number | null | undefined,
  height: number | null | undefined,
): AdSize {
  if (width && height) return matchAdSize(position, kind, width, height) ?? { width, height };
  return AD_SIZES[position][kind][0]!;
}

/**
 * "Banner" (D16): the image is the whole slot's link. The computer's image and, when there is
 * one, the phone's, by `<picture>`; each drawn at its position's standard size, scaled down
 * (never up, never cropped or stretched) where the column is narrower. The width and height
 * attributes (the source's too) give the browser the ratio before the image arrives, so the
 * space is reserved and nothing shifts; only the header, at the top, loads eagerly.
 */
function BannerSlot({
  position,
  ad,
  className,
  label,
  preview,
  tabbable,
  view,
}: {
  position: AdPosition;
  ad: PublicAd;
  className?: string;
  label?: string;
  preview: boolean;
  tabbable: boolean;
  view?: "desktop" | "mobile";
}) {
  const desktop = displaySize(position, "desktop", ad.imageWidth, ad.imageHeight);
  const phone = ad.imageMobileUrl ? displaySize(position, "mobile", ad.imageMobileWidth, ad.imageMobileHeight) : null;
  const only = view === "mobile" && phone && ad.imageMobileUrl ? "mobile" : view ? "desktop" : null;
  const shown = only === "mobile" ? phone! : desktop;
  return (
    <aside
      aria-label={label ?? slotLabel[position]}
      data-ad-slot={position}
      data-ad-id={ad.id}
      data-ad-format="banner"
      // As wide as the banner (at most the column): the label sits at its corner.
      className={cn("mx-auto flex w-fit max-w-full flex-col", className)}
    >
      <span className="self-stretch pb-0.5 text-right text-[10px] leading-3 font-medium tracking-wide text-muted-foreground uppercase">
        Publicidade
      </span>
      <a
        href={preview ? ad.link : adClickHref(ad.id)}
        target="_blank"
        rel="sponsored noopener"
        tabIndex={tabbable ? undefined : -1}
        className="block max-w-full rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <picture>
          {phone && !only ? (
            <source media={PHONE_MEDIA} srcSet={ad.imageMobileUrl!} width={phone.width} height={phone.height} />
          ) : null}
          <img
            src={only === "mobile" ? ad.imageMobileUrl! : ad.imageUrl}
            alt={ad.title}
            width={shown.width}
            height={shown.height}
            loading={position === "header" ? "eager" : "lazy"}
            decoding="async"
            className="block h-auto max-w-full object-contain"
          />
        </picture>
      </a>
      {ad.alcoholic ? <AlcoholClause className="self-stretch rounded-b-md border-x border-b" /> : null}
    </aside>
  );
}

function AdContent({
  ad,
  position,
  preview,
  tabbable,
}: {
  ad: PublicAd;
  position: AdPosition;
  preview: boolean;
  tabbable: boolean;
}) {
  const [imageBroken, setImageBroken] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fires no onError React can see: check it.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setImageBroken(true);
  }, []);
  const compact = position === "mobile-footer" || position === "mobile-menu";
  const stacked = position === "sidebar";
  return (
    <a
      // Through the counting redirect (issue 9), which sends the visitor to the stored link.
      href={preview ? ad.link : adClickHref(ad.id)}
      target="_blank"
      rel="sponsored noopener"
      tabIndex={tabbable ? undefined : -1}
      className={cn(
        "flex h-full gap-3 px-2 pb-2 outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50",
        stacked ? "flex-col" : "items-center pr-3",
      )}
    >
      {imageBroken ? null : (
        <img
          ref={imgRef}
          src={ad.imageUrl}
          alt=""
          loading={position === "header" ? "eager" : "lazy"}
          decoding="async"
          onError={() => setImageBroken(true)}
          className={cn(
            // Dark theme: a light picture would glare from the dark card, so it is dimmed and
            // outlined; a transparent one keeps a light backdrop, since advertisers draw for one.
            "shrink-0 rounded-md bg-white object-cover dark:ring-1 dark:ring-border dark:brightness-[0.8]",
            stacked ? "h-24 w-full" : "h-full",
            !stacked && (compact ? "w-12" : "w-20 sm:w-28"),
          )}
        />
      )}
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold">{truncateAdText(ad.title, position)}</span>
        <span className="block text-xs text-muted-foreground">{truncateAdText(ad.description, position)}</span>
      </span>
    </a>
  );
}

/** CONAR Annex P: the moderation clause, legible and never truncated. */
export function AlcoholClause({ className }: { className?: string }) {
  return (
    <p
      data-alcohol-clause=""
      className={cn("border-t px-2 py-0.5 text-center text-[11px] leading-4 font-medium text-foreground", className)}
    >
      {ALCOHOL_CLAUSE}
    </p>
  );
}

// A server island's module (components/layout/layout-ad-slot.tsx).
export default AdSlot;
