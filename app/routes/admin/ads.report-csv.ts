// /admin/anuncios/:id/relatorio.csv (issue 25 item 4): the report's days as a pt-BR CSV
// (report.ts reportCsv: UTF-8 with BOM, `;`, decimal comma, one row per day, zero days
// included), downloaded under a name that says which ad and which days. Same range rules as
// the page: a bad one gets its Portuguese reason and 400.
import { data } from "react-router";
import type { Route } from "./+types/ads.report-csv";
import { requireAdmin } from "~/lib/auth/auth.server";
import { getReportAd } from "~/models/ad-reports.server";
import { csvResponse } from "./report-csv.server";

export async function loader({ request, url, params }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const ad = await getReportAd(params.id);
  if (!ad) throw data(null, { status: 404 });
  return csvResponse(ad, url);
}
