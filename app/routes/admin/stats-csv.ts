// /admin/estatisticas.csv?de=AAAA-MM-DD&ate=AAAA-MM-DD (issue 26 item 3): the pages' views and
// visitors per São Paulo day as a pt-BR CSV (stats.ts statsCsv: UTF-8 with BOM, `;`, CRLF,
// header `data;caminho;visualizacoes;visitantes`, dates dd/mm/aaaa as in the ad report's CSV),
// one row per day and path, under a name that says which days. The dashboard's range rules
// (?periodo= too): a bad one gets its Portuguese reason and 400.
import type { Route } from "./+types/stats-csv";
import { parseStatsRange, statsCsv } from "~/lib/audience/stats";
import { requireAdmin } from "~/lib/auth/auth.server";
import { todayInSaoPaulo } from "~/lib/format";
import { getAudienceCsvLines } from "~/models/audience-read.server";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const range = parseStatsRange(url.searchParams, todayInSaoPaulo());
  if (!range.ok) {
    return new Response(range.message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const csv = statsCsv(await getAudienceCsvLines(range.from, range.to));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="estatisticas-${range.from}-a-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
