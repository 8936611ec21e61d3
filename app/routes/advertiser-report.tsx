// /relatorio/:token (issue 25 item 4): the advertiser's read-only reports, opened from the
// link the administrator generated (and can revoke or renew). No session needed; it shows
// that advertiser's ads' figures and nothing else (no admin chrome, no site navigation, no
// ads), never indexed (meta robots and X-Robots-Tag) nor cached by a shared cache. An
// unknown or revoked token is a 404. Same date range rules as the admin's report.
import Download from "lucide-react/icons/download";
import { data } from "react-router";
import type { Route } from "./+types/advertiser-report";
import { ReportChart, ReportNotes, ReportRangeForm, ReportSummary, ReportTable } from "~/components/ads/ad-report";
import { PrintButton } from "~/components/ads/print-button";
import { Button } from "~/components/ui/button";
import {
  addReportDays,
  fillReportDays,
  formatReportDay,
  parseReportRange,
  REPORT_DEFAULT_DAYS,
} from "~/lib/ads/report";
import { todayInSaoPaulo } from "~/lib/format";
import { getAdvertiserByReportToken, getDailyFigures } from "~/models/ad-reports.server";

const HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
};

export async function loader({ params, url }: Route.LoaderArgs) {
  const found = await getAdvertiserByReportToken(params.token);
  if (!found) throw data(null, { status: 404, headers: HEADERS });
  const today = todayInSaoPaulo();
  const range = parseReportRange(url.searchParams.get("de"), url.searchParams.get("ate"), today);
  const base = { advertiser: { name: found.advertiser.name }, token: params.token };
  if (!range.ok) {
    return data(
      {
        ...base,
        error: range.message,
        from: url.searchParams.get("de") ?? addReportDays(today, 1 - REPORT_DEFAULT_DAYS),
        to: url.searchParams.get("ate") ?? today,
        ads: null,
      },
      { status: 400, headers: HEADERS },
    );
  }
  const figures = await getDailyFigures(
    found.ads.map((a) => a.id),
    range.from,
    range.to,
  );
  const ads = found.ads.map((ad) => ({
    id: ad.id,
    title: ad.title,
    days: fillReportDays(figures.get(ad.id) ?? [], range.from, range.to),
  }));
  return data({ ...base, error: null, from: range.from, to: range.to, ads }, { headers: HEADERS });
}

export const headers: Route.HeadersFunction = () => HEADERS;

export default function AdvertiserReportPage({ loaderData }: Route.ComponentProps) {
  const { advertiser, token, error, from, to, ads } = loaderData;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8" data-report-page="">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-sm text-muted-foreground">Cervejômetro · Relatório de anúncios</p>
          <h1 className="text-2xl font-bold tracking-tight">{advertiser.name}</h1>
          {ads ? (
            <p className="text-sm text-muted-foreground">
              De {formatReportDay(from)} a {formatReportDay(to)} (dias no fuso de São Paulo).
            </p>
          ) : null}
        </div>
        {ads ? (
          <div data-print-hide="">
            <PrintButton />
          </div>
        ) : null}
      </header>
      <ReportRangeForm from={from} to={to} />
      {error ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {error}
        </p>
      ) : null}
      {ads && ads.length === 0 ? <p>Nenhum anúncio deste anunciante ainda.</p> : null}
      {ads?.map((ad) => (
        <section
          key={ad.id}
          aria-labelledby={`anuncio-${ad.id}`}
          className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground sm:p-6"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={`anuncio-${ad.id}`} className="text-xl font-semibold">
              {ad.title}
            </h2>
            <Button asChild variant="outline" size="sm">
              <a
                href={`/relatorio/${token}/csv?${new URLSearchParams({ anuncio: ad.id, de: from, ate: to })}`}
                download
                data-print-hide=""
              >
                <Download aria-hidden="true" /> Baixar CSV
              </a>
            </Button>
          </div>
          <ReportSummary days={ad.days} />
          <ReportChart days={ad.days} title={ad.title} />
          <ReportTable days={ad.days} caption={`Números por dia do anúncio ${ad.title}`} />
        </section>
      ))}
      <ReportNotes />
    </main>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Relatório de anúncios: ${loaderData.advertiser.name} | Cervejômetro`
      : "Relatório | Cervejômetro",
  },
  { name: "robots", content: "noindex, nofollow" },
];
