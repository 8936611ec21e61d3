// An ad's report (issue 25 item 4), shared by the admin's page and the advertiser's link:
// the date-range form, the chart (SVG drawn on the server from report.ts's geometry, no chart
// library; lines told apart by dash pattern as well as colour, and the table below carries
// every figure for screen readers) and the table with the totals. Colours are theme tokens,
// so both themes read; the print stylesheet (app.css, [data-report-page]) keeps it on paper.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import {
  chartGeometry,
  formatCappedCtr,
  formatCount,
  formatReportDay,
  type ChartSeries,
  type ReportDay,
} from "~/lib/ads/report";

const SERIES_STYLE: Record<ChartSeries["key"], { className: string; dash?: string }> = {
  impressions: { className: "text-primary" },
  views: { className: "text-success", dash: "6 4" },
  clicks: { className: "text-sky-700 dark:text-sky-300", dash: "2 3" },
};

/** The "De"/"Até" form: a GET, so the range is in the address and works without JavaScript. */
export function ReportRangeForm({ from, to, idPrefix = "relatorio" }: { from: string; to: string; idPrefix?: string }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" data-print-hide="">
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${idPrefix}-de`}>
        De
        <input
          id={`${idPrefix}-de`}
          type="date"
          name="de"
          defaultValue={from}
          className="h-10 rounded-md border bg-background px-3 text-sm"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${idPrefix}-ate`}>
        Até
        <input
          id={`${idPrefix}-ate`}
          type="date"
          name="ate"
          defaultValue={to}
          className="h-10 rounded-md border bg-background px-3 text-sm"
        />
      </label>
      <Button type="submit" variant="outline">
        Aplicar
      </Button>
    </Form>
  );
}

export function ReportChart({ days, title }: { days: readonly ReportDay[]; title: string }) {
  const g = chartGeometry(days);
  const id = `grafico-${title.replace(/[^A-Za-z0-9]+/g, "-").toLowerCase()}`;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${g.width} ${g.height}`}
        role="img"
        aria-labelledby={`${id}-titulo`}
        className="h-auto w-full max-w-3xl text-muted-foreground"
      >
        <title id={`${id}-titulo`}>
          {`Gráfico de impressões, visualizações e cliques por dia, de ${formatReportDay(days[0]!.day)} a ${formatReportDay(days.at(-1)!.day)}. Os números estão na tabela abaixo.`}
        </title>
        {g.ticks.map((t) => (
          <g key={t.value}>
            <line
              x1={g.plot.left}
              x2={g.plot.right}
              y1={t.y}
              y2={t.y}
              stroke="currentColor"
              strokeOpacity={0.25}
              strokeWidth={1}
            />
            <text x={g.plot.left - 6} y={t.y + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {formatCount(Math.round(t.value))}
            </text>
          </g>
        ))}
        {g.xLabels.map((l) => (
          <text key={l.day} x={l.x} y={g.height - 8} textAnchor="middle" fontSize={11} fill="currentColor">
            {formatReportDay(l.day).slice(0, 5)}
          </text>
        ))}
        {g.series.map((s) => (
          <path
            key={s.key}
            d={s.path}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
            strokeDasharray={SERIES_STYLE[s.key].dash}
            className={SERIES_STYLE[s.key].className}
          />
        ))}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-4 text-sm" aria-label="Legenda">
          {g.series.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <svg width="28" height="8" aria-hidden="true" className={SERIES_STYLE[s.key].className}>
                <line
                  x1="0"
                  x2="28"
                  y1="4"
                  y2="4"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeDasharray={SERIES_STYLE[s.key].dash}
                />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

export function ReportTable({ days, caption }: { days: readonly ReportDay[]; caption: string }) {
  const totals = days.reduce(
    (t, d) => ({ impressions: t.impressions + d.impressions, views: t.views + d.views, clicks: t.clicks + d.clicks }),
    { impressions: 0, views: 0, clicks: 0 },
  );
  return (
    <Table data-report-table="">
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Data</TableHead>
          <TableHead scope="col" className="text-right">
            Impressões
          </TableHead>
          <TableHead scope="col" className="text-right">
            Visualizações
          </TableHead>
          <TableHead scope="col" className="text-right">
            Cliques
          </TableHead>
          <TableHead scope="col" className="text-right">
            CTR
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {days.map((d) => (
          <TableRow key={d.day} data-day={d.day}>
            <TableCell>{formatReportDay(d.day)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(d.impressions)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(d.views)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(d.clicks)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCappedCtr(d.impressions, d.clicks)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow data-report-totals="">
          <TableHead scope="row">Total</TableHead>
          <TableCell className="text-right font-semibold tabular-nums">{formatCount(totals.impressions)}</TableCell>
          <TableCell className="text-right font-semibold tabular-nums">{formatCount(totals.views)}</TableCell>
          <TableCell className="text-right font-semibold tabular-nums">{formatCount(totals.clicks)}</TableCell>
          <TableCell className="text-right font-semibold tabular-nums">
            {formatCappedCtr(totals.impressions, totals.clicks)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** The totals as four figures, above the chart. */
export function ReportSummary({ days }: { days: readonly ReportDay[] }) {
  const t = days.reduce(
    (s, d) => ({ impressions: s.impressions + d.impressions, views: s.views + d.views, clicks: s.clicks + d.clicks }),
    { impressions: 0, views: 0, clicks: 0 },
  );
  const items = [
    ["Impressões", formatCount(t.impressions)],
    ["Visualizações", formatCount(t.views)],
    ["Cliques", formatCount(t.clicks)],
    ["CTR", formatCappedCtr(t.impressions, t.clicks)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a report says about counting, for whoever reads it (the advertiser included). */
export function ReportNotes() {
  return (
    <p className="text-xs text-muted-foreground">
      Impressões: o anúncio exibido a uma pessoa na largura da tela dela (robôs, pré-carregamentos e o administrador não
      contam). Visualizações: ao menos 50% do anúncio visível por 1 segundo contínuo (padrão IAB/MRC). Cliques: um por
      visitante a cada 30 minutos. CTR = cliques ÷ impressões. Dias no fuso de São Paulo.
    </p>
  );
}
