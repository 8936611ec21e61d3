// /admin/anuncios/:id/relatorio.csv (issue 25 item 4): the report's days as a pt-BR CSV
// (report.ts reportCsv: UTF-8 with BOM, `;`, decimal comma, one row per day, zero days
// included), downloaded under a name that says which ad and which days. Same range rules as
// the page: a bad one gets its Portuguese reason and 400.
import { data } from "react-router";
import type { Route } from "./+types/ads.report-csv";
import { fillReportDays, parseReportRange, reportCsv } from "~/lib/ads/report";
import { requireAdmin } from "~/lib/auth/auth.server";
import { todayInSaoPaulo } from "~/lib/format";
import { slugify } from "~/lib/slug";
import { getDailyFigures, getReportAd } from "~/models/ad-reports.server";

export async function loader({ request, url, params }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const ad = await getReportAd(params.id);
  if (!ad) throw data(null, { status: 404 });
  return csvResponse(ad, url);
}

/** The CSV of `ad` for the range in `url` (shared with the advertiser's link). */
export async function csvResponse(ad: { id: string; title: string }, url: URL): Promise<Response> {
  const range = parseReportRange(url.searchParams.get("de"), url.searchParams.get("ate"), todayInSaoPaulo());
  if (!range.ok) {
    return new Response(range.message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const figures = await getDailyFigures([ad.id], range.from, range.to);
  const csv = reportCsv(fillReportDays(figures.get(ad.id) ?? [], range.from, range.to));
  const name = `relatorio-${slugify(ad.title) || "anuncio"}-${range.from}-a-${range.to}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
