// /admin/estatisticas (issue 26 item 3): the audience counted on the server (D17) for the last
// 7, 30 or 90 days (?periodo=) or a range (?de=AAAA-MM-DD&ate=AAAA-MM-DD, a GET form that works
// without JavaScript), each figure against the period of equal length before it: totals, the
// chart per day, top pages, top posts, referrers, devices and calculations; "Baixar CSV"; and
// the switch that shows or hides the audience on /anuncie. A bad, reversed or too long range
// is answered 400 with the reason in Portuguese and the form to fix it.
import Download from "lucide-react/icons/download";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/stats";
import { AudienceChart } from "~/components/admin/audience-chart";
import { adminMeta, AdminSection, EmptyState } from "~/components/admin/admin-page";
import { ReportRangeForm } from "~/components/ads/ad-report";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatReportDay } from "~/lib/ads/report";
import {
  describeChange,
  formatChange,
  formatCount,
  formatShare,
  parseStatsRange,
  STATS_DEFAULT_PERIOD,
  STATS_PERIODS,
  type Change,
} from "~/lib/audience/stats";
import { addReportDays } from "~/lib/ads/report";
import { requireAdmin } from "~/lib/auth/auth.server";
import { formatNumber, todayInSaoPaulo } from "~/lib/format";
import { redirectWithToast } from "~/lib/http/toast.server";
import { cn } from "~/lib/utils";
import {
  getAudienceDashboard,
  getShowOnMediaKit,
  setShowOnMediaKit,
  type StatsFigure,
  type StatsRow,
} from "~/models/audience-read.server";

const BASE = "/admin/estatisticas";
const MEDIA_KIT_TOASTS = {
  on: { title: "Números de audiência visíveis", description: "A página Anuncie mostra a audiência do último mês." },
  off: { title: "Números de audiência ocultos", description: "A página Anuncie mostra só as posições e o contato." },
  error: { title: "Erro", description: "Não foi possível salvar a opção da página Anuncie" },
} as const;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const today = todayInSaoPaulo();
  const range = parseStatsRange(url.searchParams, today);
  const showOnMediaKit = await getShowOnMediaKit();
  if (!range.ok) {
    return data(
      {
        error: range.message,
        from: url.searchParams.get("de") || addReportDays(today, 1 - STATS_DEFAULT_PERIOD),
        to: url.searchParams.get("ate") || today,
        period: null,
        stats: null,
        showOnMediaKit,
      },
      { status: 400 },
    );
  }
  const stats = await getAudienceDashboard(range.from, range.to, range.days);
  return { error: null, from: range.from, to: range.to, period: range.period, stats, showOnMediaKit };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const form = await request.formData();
  const back = `${BASE}${url.search}`;
  if (form.get("intent") !== "media-kit") return data({ error: "Ação desconhecida." }, { status: 400 });
  const show = form.get("show") === "true";
  try {
    await setShowOnMediaKit(admin, show);
  } catch (error) {
    console.error("[admin] falha ao salvar a opção da página Anuncie:", error);
    return redirectWithToast(back, { type: "error", ...MEDIA_KIT_TOASTS.error });
  }
  return redirectWithToast(back, { type: "success", ...MEDIA_KIT_TOASTS[show ? "on" : "off"] });
}

export default function StatsPage({ loaderData }: Route.ComponentProps) {
  const { error, from, to, period, stats, showOnMediaKit } = loaderData;
  const csv = `${BASE}.csv?${new URLSearchParams({ de: from, ate: to })}`;
  return (
    <div className="flex flex-col gap-4" data-stats-page="">
      <AdminSection
        title="Estatísticas"
        description={
          stats ? (
            <>
              De {formatReportDay(stats.from)} a {formatReportDay(stats.to)}, comparado com{" "}
              {formatReportDay(stats.previous.from)} a {formatReportDay(stats.previous.to)} (dias no fuso de São Paulo).
            </>
          ) : undefined
        }
        actions={
          stats ? (
            <Button asChild variant="outline" size="sm">
              <a href={csv} download>
                <Download aria-hidden="true" /> Baixar CSV
              </a>
            </Button>
          ) : null
        }
      >
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
            <nav aria-label="Período">
              <ul className="flex flex-wrap gap-2">
                {STATS_PERIODS.map((p) => (
                  <li key={p}>
                    <Link
                      to={`?periodo=${p}`}
                      aria-current={period === p ? "page" : undefined}
                      className={cn(
                        "inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                        period === p ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
                      )}
                    >
                      {p} dias
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <ReportRangeForm from={from} to={to} idPrefix="estatisticas" />
          </div>
          {error ? (
            <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
              {error}
            </p>
          ) : null}
          {stats && !stats.hasData ? (
            <EmptyState>
              Ainda não há números neste período. A contagem começa quando pessoas visitam o site; o administrador
              conectado, robôs e pré-carregamentos não contam.
            </EmptyState>
          ) : null}
          {stats && stats.hasData ? (
            <>
              <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-3" data-stats-totals="">
                <Total
                  label="Visualizações"
                  value={formatCount(stats.totals.views.current)}
                  figure={stats.totals.views}
                />
                <Total
                  label="Visitantes (soma diária)"
                  value={formatCount(stats.totals.visitors.current)}
                  figure={stats.totals.visitors}
                />
                <Total
                  label="Páginas por visitante"
                  value={
                    stats.totals.pagesPerVisitor === null
                      ? "—"
                      : formatNumber(stats.totals.pagesPerVisitor, {
                          minimumFractionDigits: 1,
                          maximumFractionDigits: 1,
                        })
                  }
                />
              </dl>
              <AudienceChart days={stats.series} />
              <p className="text-xs text-muted-foreground">
                Visitantes (soma diária): pessoas diferentes em cada dia, somadas. Para não guardar dados pessoais, o
                site não reconhece a mesma pessoa em dias diferentes: quem volta em outro dia conta de novo, e este
                número não é o de pessoas únicas no período. Dias no fuso de São Paulo; o administrador, robôs e
                pré-carregamentos não contam.
              </p>
              <div className="grid gap-5 xl:grid-cols-2">
                <StatsTable
                  id="paginas"
                  title="Páginas mais vistas"
                  first="Página"
                  rows={stats.pages}
                  empty="Nenhuma página visitada neste período."
                  path
                />
                <StatsTable
                  id="posts"
                  title="Posts mais lidos"
                  first="Post"
                  rows={stats.posts}
                  empty="Nenhum post lido neste período."
                />
                <StatsTable
                  id="origens"
                  title="De onde vêm as visitas"
                  first="Origem"
                  rows={stats.referrers}
                  empty="Nenhuma origem registrada neste período."
                />
                <StatsTable
                  id="dispositivos"
                  title="Dispositivos"
                  first="Dispositivo"
                  rows={stats.devices}
                  empty="Nenhum dispositivo registrado neste período."
                  share
                />
                <StatsTable
                  id="calculos"
                  title="Cálculos por calculadora"
                  first="Calculadora"
                  rows={stats.calculations}
                  empty=""
                  calc
                />
              </div>
            </>
          ) : null}
        </div>
      </AdminSection>
      <MediaKitSwitch show={showOnMediaKit} />
    </div>
  );
}

function ChangeText({ change }: { change: Change }) {
  const tone =
    change.kind === "new" || (change.kind === "pct" && change.value >= 0.05)
      ? "text-success"
      : change.kind === "gone" || (change.kind === "pct" && change.value <= -0.05)
        ? "text-destructive"
        : "text-muted-foreground";
  return (
    <span className={cn("text-xs font-medium tabular-nums", tone)} title={describeChange(change)} data-change="">
      {formatChange(change)}
    </span>
  );
}

function Total({ label, value, figure }: { label: string; value: string; figure?: StatsFigure }) {
  return (
    <div className="rounded-lg border bg-background p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
        {figure ? (
          <span className="text-xs text-muted-foreground">
            <ChangeText change={figure.change} /> <span className="sr-only">({describeChange(figure.change)})</span>
            <span aria-hidden="true">vs. {formatCount(figure.previous)} antes</span>
          </span>
        ) : null}
      </dd>
    </div>
  );
}

function StatsTable({
  id,
  title,
  first,
  rows,
  empty,
  path = false,
  share = false,
  calc = false,
}: {
  id: string;
  title: string;
  first: string;
  rows: StatsRow[];
  empty: string;
  path?: boolean;
  share?: boolean;
  calc?: boolean;
}) {
  return (
    <section aria-labelledby={`estatisticas-${id}`} className="min-w-0 space-y-2" data-stats-block={id}>
      <h3 id={`estatisticas-${id}`} className="font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table className="table-fixed">
          <caption className="sr-only">{`${title}, com a variação em relação ao período anterior`}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="w-auto">
                {first}
              </TableHead>
              <TableHead scope="col" className="w-[6.5rem] text-right">
                {calc ? "Resultados" : "Visualizações"}
              </TableHead>
              <TableHead scope="col" className="w-[6rem] text-right">
                {share ? "Parcela" : calc ? "Visitantes" : "Visitantes"}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key} data-key={r.key} data-views={r.views.current} data-visitors={r.visitors.current}>
                <TableCell className="align-top whitespace-normal">
                  {r.href && !calc ? (
                    <a
                      href={r.href}
                      className={cn(
                        "underline-offset-4 hover:underline",
                        path ? "font-mono text-xs break-all" : "break-words",
                      )}
                    >
                      {r.label}
                    </a>
                  ) : (
                    <span className="break-words">{r.label}</span>
                  )}
                  {r.href && !path && !calc && r.label !== r.href ? (
                    <span className="block font-mono text-xs break-all text-muted-foreground">{r.href}</span>
                  ) : null}
                </TableCell>
                <TableCell className="align-top text-right">
                  <span className="block tabular-nums">{formatCount(r.views.current)}</span>
                  <ChangeText change={r.views.change} />
                </TableCell>
                <TableCell className="align-top text-right">
                  {share ? (
                    <span className="block tabular-nums">{formatShare(r.share ?? 0, 1)}</span>
                  ) : (
                    <>
                      <span className="block tabular-nums">{formatCount(r.visitors.current)}</span>
                      <ChangeText change={r.visitors.change} />
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/**
 * Whether /anuncie shows the audience. A submit button with the switch's role inside a plain
 * POST form (as the ads list's "Ativo"): it works without JavaScript; with it, the switch shows
 * the new state while the request runs and the saved toast follows the redirect.
 */
function MediaKitSwitch({ show }: { show: boolean }) {
  const navigation = useNavigation();
  const pending =
    navigation.formData?.get("intent") === "media-kit" ? navigation.formData.get("show") === "true" : null;
  const on = pending ?? show;
  return (
    <AdminSection title="Página Anuncie">
      <Form method="post" className="flex items-start gap-3" data-media-kit-switch="">
        <input type="hidden" name="intent" value="media-kit" />
        <input type="hidden" name="show" value={String(!on)} />
        <button
          type="submit"
          role="switch"
          aria-checked={on}
          aria-labelledby="media-kit-label"
          aria-describedby="media-kit-help"
          data-state={on ? "checked" : "unchecked"}
          className="relative mt-0.5 inline-flex h-[1.15rem] w-8 shrink-0 cursor-pointer items-center rounded-full border border-transparent shadow-xs outline-none transition-all focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input max-md:after:absolute max-md:after:-inset-x-1.5 max-md:after:-inset-y-3.5 max-md:after:content-[''] dark:data-[state=unchecked]:bg-input/80"
        >
          <span
            data-state={on ? "checked" : "unchecked"}
            className="pointer-events-none block size-4 rounded-full bg-background ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0 dark:data-[state=checked]:bg-primary-foreground dark:data-[state=unchecked]:bg-foreground"
          />
        </button>
        <div className="space-y-1">
          <span id="media-kit-label" className="text-sm font-medium">
            Mostrar números de audiência na página Anuncie
          </span>
          <p id="media-kit-help" className="text-sm text-muted-foreground">
            Ligado, a página{" "}
            <a href="/anuncie" className="font-medium text-primary underline underline-offset-4">
              Anuncie
            </a>{" "}
            mostra as visualizações e os visitantes do último mês completo, as seções mais lidas e a parcela de
            celulares (quando há números desse mês). Desligado, mostra só as posições e o contato.
          </p>
        </div>
      </Form>
    </AdminSection>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Estatísticas");
