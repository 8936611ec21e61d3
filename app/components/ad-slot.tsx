import { useEffect, useRef, useState } from "react";
import { adPlaceholderText, truncateAdText, type AdPosition, type PublicAd } from "~/lib/ads";
import { cn } from "~/lib/utils";

// Each slot keeps a fixed height whether it holds an ad, the placeholder or nothing
// loaded yet, so nothing shifts (D15).
const slotHeight: Record<AdPosition, string> = {
  header: "h-24",
  footer: "h-24",
  sidebar: "h-56",
  content: "h-32",
  "mobile-menu": "h-24",
  "mobile-footer": "h-16",
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
}: {
  position: AdPosition;
  ad: PublicAd | null | undefined;
  className?: string;
}) {
  return (
    <aside
      aria-label={slotLabel[position]}
      data-ad-slot={position}
      data-ad-id={ad?.id}
      className={cn(
        "relative flex w-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground",
        slotHeight[position],
        className,
      )}
    >
      <span className="px-2 pt-1 text-right text-[10px] leading-3 font-medium tracking-wide text-muted-foreground uppercase">
        Publicidade
      </span>
      <div className="min-h-0 flex-1">
        {ad ? <AdContent ad={ad} position={position} /> : <AdPlaceholder position={position} />}
      </div>
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

function AdContent({ ad, position }: { ad: PublicAd; position: AdPosition }) {
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
      href={ad.link}
      target="_blank"
      rel="sponsored noopener"
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
            "shrink-0 rounded-md object-cover",
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
