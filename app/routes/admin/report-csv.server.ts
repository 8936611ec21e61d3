// The report's CSV answer, shared by the admin's route (ads.report-csv.ts) and the
// advertiser's (advertiser-report-csv.ts).
import { fillReportDays, parseReportRange, reportCsv } from "~/lib/ads/report";
import { todayInSaoPaulo } from "~/lib/format";
import { slugify } from "~/lib/slug";
import { getDailyFigures } from "~/models/ad-reports.server";

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
