// /relatorio/:token/csv?anuncio=<id>&de=&ate= (issue 25 item 4): one of the advertiser's ads
// as the same pt-BR CSV as the admin's. 404 for an unknown or revoked token, or an ad that is
// not this advertiser's.
import { data } from "react-router";
import type { Route } from "./+types/advertiser-report-csv";
import { getAdvertiserByReportToken } from "~/models/ad-reports.server";
import { csvResponse } from "./admin/report-csv.server";

export async function loader({ params, url }: Route.LoaderArgs) {
  const found = await getAdvertiserByReportToken(params.token);
  const ad = found?.ads.find((a) => a.id === url.searchParams.get("anuncio"));
  if (!ad) throw data(null, { status: 404, headers: { "X-Robots-Tag": "noindex, nofollow" } });
  return csvResponse(ad, url);
}
