// /admin/anuncios/:id/relatorio (issue 25 item 4): an ad's figures per São Paulo day for
// `?de=AAAA-MM-DD&ate=AAAA-MM-DD` (the last 30 days by default): totals, a chart, the table,
// "Baixar CSV" (./relatorio.csv with the same range), "Imprimir" (the print stylesheet) and,
// when the ad has an advertiser, that advertiser's report link. A bad, reversed or too long
// range is answered 400 with the reason in Portuguese, the form still there to fix it.
import ArrowLeft from "lucide-react/icons/arrow-left";
import Download from "lucide-react/icons/download";
import { data, Link } from "react-router";
import type { Route } from "./+types/ads.report";
import { adminMeta, AdminSection } from "~/components/admin/admin-page";
import { ReportChart, ReportNotes, ReportRangeForm, ReportSummary, ReportTable } from "~/components/ads/ad-report";
import { AdvertiserReportLink } from "~/components/ads/advertiser-report-link";
import { PrintButton } from "~/components/ads/print-button";
import { Button } from "~/components/ui/button";
import {
  fillReportDays,
  formatReportDay,
  parseReportRange,
  REPORT_DEFAULT_DAYS,
  addReportDays,
} from "~/lib/ads/report";
import { requireAdmin } from "~/lib/auth/auth.server";
import { todayInSaoPaulo } from "~/lib/format";
import { getAdvertiser, getDailyFigures, getReportAd } from "~/models/ad-reports.server";
import { reportLinkAction } from "./report-link.server";

export async function loader({ request, url, params }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const ad = await getReportAd(params.id);
  if (!ad) throw data(null, { status: 404 });
  const today = todayInSaoPaulo();
  const range = parseReportRange(url.searchParams.get("de"), url.searchParams.get("ate"), today);
  const advertiser = ad.advertiserId ? await getAdvertiser(ad.advertiserId) : null;
  const link = advertiser
    ? {
        advertiser: {
          id: advertiser.id,
          name: advertiser.name,
          reportTokenCreatedAt: advertiser.reportTokenCreatedAt?.toISOString() ?? null,
        },
        reportUrl: advertiser.reportToken ? `${url.origin}/relatorio/${advertiser.reportToken}` : null,
      }
    : null;
  const base = { ad: { id: ad.id, title: ad.title }, link };
  if (!range.ok) {
    return data(
      {
        ...base,
        error: range.message,
        from: url.searchParams.get("de") ?? addReportDays(today, 1 - REPORT_DEFAULT_DAYS),
        to: url.searchParams.get("ate") ?? today,
        days: null,
      },
      { status: 400 },
    );
  }
  const figures = await getDailyFigures([ad.id], range.from, range.to);
  const days = fillReportDays(figures.get(ad.id) ?? [], range.from, range.to);
  return { ...base, error: null, from: range.from, to: range.to, days };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const form = await request.formData();
  const answer = await reportLinkAction(admin, form, `/admin/anuncios/${params.id}/relatorio${url.search}`);
  return answer ?? data({ error: "Ação desconhecida." }, { status: 400 });
}

export default function AdReportPage({ loaderData }: Route.ComponentProps) {
  const { ad, link, error, from, to, days } = loaderData;
  const csv = `/admin/anuncios/${ad.id}/relatorio.csv?${new URLSearchParams({ de: from, ate: to })}`;
  return (
    <div className="flex flex-col gap-4" data-report-page="">
      <AdminSection
        title={`Relatório: ${ad.title}`}
        description={
          days ? `De ${formatReportDay(from)} a ${formatReportDay(to)} (dias no fuso de São Paulo).` : undefined
        }
        actions={
          <div className="flex flex-wrap gap-2" data-print-hide="">
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/anuncios">
                <ArrowLeft aria-hidden="true" /> Anúncios
              </Link>
            </Button>
            {days ? (
              <>
                <Button asChild variant="outline" size="sm">
                  <a href={csv} download>
                    <Download aria-hidden="true" /> Baixar CSV
                  </a>
                </Button>
                <PrintButton />
              </>
            ) : null}
          </div>
        }
      >
        <div className="flex flex-col gap-5">
          <ReportRangeForm from={from} to={to} />
          {error ? (
            <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
              {error}
            </p>
          ) : null}
          {days ? (
            <>
              <ReportSummary days={days} />
              <ReportChart days={days} title={ad.title} />
              <ReportTable days={days} caption={`Números por dia do anúncio ${ad.title}`} />
              <ReportNotes />
            </>
          ) : null}
          {link ? (
            <AdvertiserReportLink advertiser={link.advertiser} reportUrl={link.reportUrl} />
          ) : (
            <p className="text-sm text-muted-foreground" data-print-hide="">
              Este anúncio não tem anunciante: escolha um no formulário do anúncio para gerar um link de relatório.
            </p>
          )}
        </div>
      </AdminSection>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Relatório: ${loaderData.ad.title}` : "Relatório");
