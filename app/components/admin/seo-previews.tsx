// The post form's SEO tab (docs/decisions/0023-seo-settings-and-tooling.md): how the post will look as a Google result and as
// a shared card on Facebook and X/Twitter, with each network's truncation, and the
// "Analisar SEO" cards. The caller passes what the public page will output (the SEO
// resolver's title, description, canonical URL and image), so the previews don't guess.
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import ChevronDown from "lucide-react/icons/chevron-down";
import XCircle from "lucide-react/icons/circle-x";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { analyzeSeo, type SeoTone, truncateForPreview } from "~/lib/seo/analysis";
import { FALLBACK_OG_IMAGE } from "~/lib/seo/resolve";
import { cn } from "~/lib/utils";

export interface SeoPreviewsProps {
  /** The full <title> (with the site name when the resolver adds it). */
  title: string;
  description: string;
  /** Absolute URL of the post (its canonical). */
  url: string;
  /** Share image URL (absolute or a site path); falls back to /og-image.png. */
  image?: string | null;
  siteName: string;
  /** Site domain without protocol, e.g. "cervejometro.com.br". */
  domain: string;
}

export function SeoPreviews({ title, description, url, image, siteName, domain }: SeoPreviewsProps) {
  const host = hostOf(url) || domain;
  return (
    <div data-slot="seo-previews" className="space-y-3">
      <PreviewSection title="Google">
        <GooglePreview title={title} description={description} url={url} host={host} siteName={siteName} />
      </PreviewSection>
      <PreviewSection title="Facebook">
        <FacebookPreview title={title} description={description} host={host} image={image} />
      </PreviewSection>
      <PreviewSection title="X/Twitter">
        <TwitterPreview title={title} description={description} host={host} image={image} />
      </PreviewSection>
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/** Native <details>: collapsible without JavaScript, keyboard and screen-reader friendly. */
function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group rounded-xl border bg-card text-card-foreground shadow-xs">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 text-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <span>Prévia no {title}</span>
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="border-t p-4">{children}</div>
    </details>
  );
}

function GooglePreview({
  title,
  description,
  url,
  host,
  siteName,
}: {
  title: string;
  description: string;
  url: string;
  host: string;
  siteName: string;
}) {
  // Google shows the path as breadcrumbs: "cervejometro.com.br › blog › meu-post".
  const crumbs = useMemo(() => {
    try {
      const u = new URL(url);
      return [u.origin, ...u.pathname.split("/").filter(Boolean)].join(" › ");
    } catch {
      return host;
    }
  }, [url, host]);
  return (
    <div className="rounded-lg bg-white p-4 font-[arial,sans-serif] dark:bg-[#202124]">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-[#f1f3f4] text-xs font-bold text-[#1a0dab] dark:bg-[#303134] dark:text-[#8ab4f8]"
        >
          {(siteName || host).charAt(0).toUpperCase()}
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm text-[#202124] dark:text-[#dadce0]">{siteName || host}</span>
          <span className="block truncate text-xs text-[#4d5156] dark:text-[#bdc1c6]">{crumbs}</span>
        </span>
      </div>
      <p className="mt-1 text-xl leading-snug break-words text-[#1a0dab] dark:text-[#8ab4f8]">
        {truncateForPreview("googleTitle", title) || "Título do post"}
      </p>
      <p className="mt-1 text-sm leading-normal break-words text-[#4d5156] dark:text-[#bdc1c6]">
        {truncateForPreview("googleDescription", description) || "A descrição aparece aqui."}
      </p>
    </div>
  );
}

/**
 * The share image, falling back to /og-image.png when it fails to load (docs/decisions/0020-routes-and-layout.md). An
 * error that happened before hydration is caught by checking the element once mounted.
 */
function PreviewImage({ src, className }: { src?: string | null; className?: string }) {
  const wanted = src || FALLBACK_OG_IMAGE;
  // Remembers which URL failed, so a new `src` is tried again without resetting state in an effect.
  const [failed, setFailed] = useState<string | null>(null);
  const current = failed === wanted ? FALLBACK_OG_IMAGE : wanted;
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && current !== FALLBACK_OG_IMAGE) setFailed(current);
  }, [current]);
  return (
    <img
      ref={ref}
      src={current}
      alt=""
      // Lazy: the SEO tab is mounted hidden, and a hidden preview need not fetch anything.
      loading="lazy"
      data-preview-image=""
      onError={() => {
        if (current !== FALLBACK_OG_IMAGE) setFailed(current);
      }}
      className={cn("block aspect-[1200/630] w-full bg-muted object-cover", className)}
    />
  );
}

function FacebookPreview({
  title,
  description,
  host,
  image,
}: {
  title: string;
  description: string;
  host: string;
  image?: string | null;
}) {
  return (
    <div className="overflow-hidden rounded-md border border-[#dadde1] bg-white font-[Helvetica,Arial,sans-serif] dark:border-[#3e4042] dark:bg-[#242526]">
      <PreviewImage src={image} />
      <div className="space-y-0.5 border-t border-[#dadde1] bg-[#f2f3f5] px-3 py-2.5 dark:border-[#3e4042] dark:bg-[#3a3b3c]">
        <p className="truncate text-xs text-[#606770] uppercase dark:text-[#b0b3b8]">{host}</p>
        <p className="line-clamp-2 font-semibold break-words text-[#1d2129] dark:text-[#e4e6eb]">
          {title || "Título do post"}
        </p>
        <p className="text-sm break-words text-[#606770] dark:text-[#b0b3b8]">
          {truncateForPreview("facebookDescription", description)}
        </p>
      </div>
    </div>
  );
}

function TwitterPreview({
  title,
  description,
  host,
  image,
}: {
  title: string;
  description: string;
  host: string;
  image?: string | null;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-[#cfd9de] bg-white font-[system-ui,sans-serif] dark:border-[#2f3336] dark:bg-black">
      <PreviewImage src={image} />
      <div className="space-y-0.5 border-t border-[#cfd9de] px-3 py-2.5 dark:border-[#2f3336]">
        <p className="truncate text-sm text-[#536471] dark:text-[#8b98a5]">{host}</p>
        <p className="truncate text-[15px] text-[#0f1419] dark:text-[#e7e9ea]">{title || "Título do post"}</p>
        <p className="text-sm break-words text-[#536471] dark:text-[#8b98a5]">
          {truncateForPreview("twitterDescription", description)}
        </p>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------- analysis

const TONE_CLASS: Record<SeoTone, string> = {
  good: "text-green-700 dark:text-green-400",
  warn: "text-amber-700 dark:text-amber-400",
  bad: "text-red-700 dark:text-red-400",
};

const TONE_LABEL: Record<SeoTone, string> = { good: "Bom", warn: "Atenção", bad: "Problema" };
const TONE_ICON = { good: CheckCircle2, warn: AlertTriangle, bad: XCircle } as const;

const SCORE_CLASS = {
  green: { text: "text-green-700 dark:text-green-400", bar: "bg-green-600 dark:bg-green-500" },
  amber: { text: "text-amber-700 dark:text-amber-400", bar: "bg-amber-500" },
  red: { text: "text-red-700 dark:text-red-400", bar: "bg-red-600 dark:bg-red-500" },
} as const;

export function SeoAnalysis(props: {
  title: string;
  siteTitle?: string;
  description: string;
  keywords: string;
  content: string;
}) {
  const { title, siteTitle, description, keywords, content } = props;
  const analysis = useMemo(
    () => analyzeSeo({ title, siteTitle, description, keywords, content }),
    [title, siteTitle, description, keywords, content],
  );
  const tone = SCORE_CLASS[analysis.color];
  return (
    <div data-slot="seo-analysis" className="grid gap-4" data-seo-color={analysis.color}>
      <Card>
        <CardHeader>
          <CardTitle>Pontuação SEO</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="flex items-baseline gap-2">
            <span className={cn("text-4xl font-bold tabular-nums", tone.text)}>{analysis.score}</span>
            <span className="text-muted-foreground">/ 100</span>
          </p>
          <div
            role="meter"
            aria-label="Pontuação SEO"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={analysis.score}
            aria-valuetext={`${analysis.score} de 100`}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn("h-full rounded-full transition-[width]", tone.bar)}
              style={{ width: `${analysis.score}%` }}
            />
          </div>
          <p className={cn("text-sm font-medium", tone.text)}>{analysis.summary}</p>
          <p className="text-xs text-muted-foreground">
            {analysis.wordCount} {analysis.wordCount === 1 ? "palavra" : "palavras"} no conteúdo
            {analysis.densities.length > 0
              ? ` · ${analysis.densities
                  .slice(0, 3)
                  .map((d) => `${d.keyword}: ${d.density.toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`)
                  .join(" · ")}`
              : ""}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Análise detalhada</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {analysis.checks.map((check) => {
              const Icon = TONE_ICON[check.status];
              return (
                <li key={check.id} className="flex gap-3" data-check={check.id} data-status={check.status}>
                  <Icon className={cn("mt-0.5 size-5 shrink-0", TONE_CLASS[check.status])} aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-medium">
                      <span>
                        {check.label} <span className="sr-only">({TONE_LABEL[check.status]})</span>
                      </span>
                      <span className="text-xs text-muted-foreground tabular-nums">{check.points}/20</span>
                    </p>
                    <p className="text-sm text-muted-foreground">{check.message}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
