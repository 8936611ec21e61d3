import { useEffect, useRef, useState } from "react";
import {
  adClickHref,
  adPlaceholderText,
  ALCOHOL_CLAUSE,
  truncateAdText,
  type AdPosition,
  type PublicAd,
} from "~/lib/ads/ads";
import { cn } from "~/lib/utils";

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
}) {
  return (
    <aside
      aria-label={label ?? slotLabel[position]}
      data-ad-slot={position}
      data-ad-id={ad?.id}
      className={cn(
        "relative flex w-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground",
        ad?.alcoholic ? slotMinHeight[position] : slotHeight[position],
        className,
      )}
    >
      <span className="px-2 pt-1 text-right text-[10px] leading-3 font-medium tracking-wide text-muted-foreground uppercase">
        Publicidade
      </span>
      <div className="min-h-0 flex-1">
        {ad ? (
          // In the preview the image changes as the administrator types: each gets its chance.
          <AdContent
            key={preview ? ad.imageUrl : undefined}
            ad={ad}
            position={position}
            preview={preview}
            tabbable={tabbable}
          />
        ) : (
          <AdPlaceholder position={position} />
        )}
      </div>
      {ad?.alcoholic ? <AlcoholClause /> : null}
    </aside>
  );
}

function AdPlaceholder({ position }: { position: AdPosition }) {
  return (
    <div className="flex h-full items-center justify-center border-dashed px-3 text-center text-xs text-muted-foreground">
      {adPlaceholderText(position)}
    </div>
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
