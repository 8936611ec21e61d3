// The audience dashboard's chart (issue 26 item 3): views and visitors per day, drawn on the
// server as SVG from stats.ts's geometry (no chart library, no client code). Two drawings of
// the same data, one shaped for a phone and one for wider screens, so the axis text stays
// readable without scrolling; the hidden one is display:none, out of the accessibility tree.
// Colours come from the theme (currentColor), so dark mode reads; the lines differ by dash as
// well as colour; the figures are also in the table under "Ver os números por dia".
import { chartSummary, formatCount, statsChart, type StatsDay } from "~/lib/audience/stats";
import { formatReportDay } from "~/lib/ads/report";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

const VIEWS = "text-primary";
const VISITORS = "text-sky-700 dark:text-sky-300";

function Drawing({
  days,
  width,
  height,
  label,
  className,
}: {
  days: readonly StatsDay[];
  width: number;
  height: number;
  label: string;
  className: string;
}) {
  const g = statsChart(days, width, height);
  return (
    <svg
      viewBox={`0 0 ${g.width} ${g.height}`}
      role="img"
      aria-label={label}
      className={`h-auto w-full text-muted-foreground ${className}`}
      data-audience-chart=""
    >
      {g.ticks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={g.plot.left}
            x2={g.plot.right}
            y1={tick.y}
            y2={tick.y}
            stroke="currentColor"
            strokeOpacity={0.25}
            strokeWidth={1}
          />
          <text x={g.plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {formatCount(Math.round(tick.value))}
          </text>
        </g>
      ))}
      {g.xLabels.map((l, i) => (
        <text
          key={l.day}
          x={l.x}
          y={g.height - 6}
          // The last date ends at the plot's edge instead of running past it.
          textAnchor={i > 0 && i === g.xLabels.length - 1 ? "end" : "middle"}
          fontSize={11}
          fill="currentColor"
        >
          {l.label}
        </text>
      ))}
      <path d={g.viewsArea} fill="currentColor" fillOpacity={0.12} stroke="none" className={VIEWS} />
      <path
        d={g.views}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        className={VIEWS}
        vectorEffect="non-scaling-stroke"
      />
      <path
        d={g.visitors}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeDasharray="5 3"
        className={VISITORS}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

export function AudienceChart({ days }: { days: readonly StatsDay[] }) {
  const label = chartSummary(days);
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <Drawing days={days} width={360} height={210} label={label} className="sm:hidden" />
      <Drawing days={days} width={760} height={240} label={label} className="hidden sm:block" />
      <figcaption className="flex flex-col gap-2">
        <ul className="flex flex-wrap gap-4 text-sm" aria-label="Legenda">
          <li className="flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true" className={VIEWS}>
              <line x1="0" x2="28" y1="4" y2="4" stroke="currentColor" strokeWidth="2" />
            </svg>
            Visualizações
          </li>
          <li className="flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true" className={VISITORS}>
              <line x1="0" x2="28" y1="4" y2="4" stroke="currentColor" strokeWidth="2" strokeDasharray="5 3" />
            </svg>
            Visitantes (soma diária)
          </li>
        </ul>
        <details className="text-sm">
          <summary className="cursor-pointer py-1 font-medium underline-offset-4 hover:underline">
            Ver os números por dia
          </summary>
          <Table data-audience-days="">
            <caption className="sr-only">Visualizações e visitantes por dia</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Data</TableHead>
                <TableHead scope="col" className="text-right">
                  Visualizações
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Visitantes
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {days.map((d) => (
                <TableRow key={d.day} data-day={d.day}>
                  <TableCell>{formatReportDay(d.day)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(d.views)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(d.visitors)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </details>
      </figcaption>
    </figure>
  );
}
