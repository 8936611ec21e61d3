import { SERVING_TEMPERATURES } from "~/content/infographics/temperatures";
import { formatNumber } from "~/lib/format";
import { DataTable, ResponsiveChart, formatRange } from "./infographic-section";

// A horizontal thermometer (0–16 °C) with one bar per style family, each painted with
// the part of the cold→warm scale it covers.

const DOMAIN = { min: 0, max: 16 };
const TICKS = [0, 2, 4, 6, 8, 10, 12, 14, 16];
/** The thermometer's colours, cold to warm; mid-tones that read on both themes. */
const STOPS = [
  { offset: 0, color: "#2563EB" },
  { offset: 0.4, color: "#0EA5E9" },
  { offset: 0.56, color: "#F59E0B" },
  { offset: 1, color: "#DC2626" },
];

interface Geometry {
  width: number;
  /** Left edge of the scale; labels sit above the bars when there is no label column. */
  plotLeft: number;
  plotRight: number;
  labelColumn: boolean;
  font: number;
  rowHeight: number;
}

const NARROW: Geometry = { width: 360, plotLeft: 34, plotRight: 334, labelColumn: false, font: 13.5, rowHeight: 58 };
const WIDE: Geometry = { width: 720, plotLeft: 262, plotRight: 688, labelColumn: true, font: 13, rowHeight: 44 };

const THERMO_Y = 44;
const ROWS_TOP = 88;

const fmt = (n: number) => formatNumber(n, { maximumFractionDigits: 1 });
export const celsiusRange = (min: number, max: number) => `${formatRange(min, max, fmt)} °C`;

function TemperatureSvg({ idPrefix, g }: { idPrefix: string; g: Geometry }) {
  const sx = (c: number) => g.plotLeft + ((c - DOMAIN.min) / (DOMAIN.max - DOMAIN.min)) * (g.plotRight - g.plotLeft);
  const height = ROWS_TOP + SERVING_TEMPERATURES.length * g.rowHeight + 4;
  const gradientId = `${idPrefix}-escala`;
  const bulbX = g.plotLeft - 16;

  return (
    <svg
      viewBox={`0 0 ${g.width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}
      data-chart="temperatura"
    >
      <title id={`${idPrefix}-title`}>Temperatura de serviço por família de estilos, em graus Celsius</title>
      <desc id={`${idPrefix}-desc`}>
        {`Escala de termômetro de ${DOMAIN.min} a ${DOMAIN.max} °C com a faixa de serviço de ${SERVING_TEMPERATURES.length} famílias de estilos, das lagers leves (mais geladas) às cervejas fortes de guarda (menos geladas). Os valores estão na tabela de dados.`}
      </desc>
      <defs>
        <linearGradient
          id={gradientId}
          gradientUnits="userSpaceOnUse"
          x1={sx(DOMAIN.min)}
          x2={sx(DOMAIN.max)}
          y1={0}
          y2={0}
        >
          {STOPS.map((s) => (
            <stop key={s.offset} offset={s.offset} stopColor={s.color} />
          ))}
        </linearGradient>
      </defs>

      <g aria-hidden="true">
        {/* Thermometer: bulb, tube with the colour scale, degree marks */}
        <rect
          x={bulbX}
          y={THERMO_Y - 7}
          width={sx(DOMAIN.max) - bulbX + 8}
          height={14}
          rx={7}
          className="fill-muted stroke-foreground/40"
          strokeWidth={1.2}
        />
        <circle
          cx={bulbX}
          cy={THERMO_Y}
          r={12}
          fill={STOPS[0]!.color}
          className="stroke-foreground/40"
          strokeWidth={1.2}
        />
        <rect
          x={sx(DOMAIN.min)}
          y={THERMO_Y - 3.5}
          width={sx(DOMAIN.max) - sx(DOMAIN.min)}
          height={7}
          rx={3.5}
          fill={`url(#${gradientId})`}
        />
        {TICKS.map((t) => (
          <g key={t}>
            <line
              x1={sx(t)}
              x2={sx(t)}
              y1={THERMO_Y - 13}
              y2={THERMO_Y - 8}
              className="stroke-muted-foreground"
              strokeWidth={1.2}
            />
            <text
              x={sx(t)}
              y={THERMO_Y - 17}
              textAnchor="middle"
              fontSize={g.font - 1}
              className="fill-muted-foreground"
            >
              {`${t} °C`}
            </text>
            <line
              x1={sx(t)}
              x2={sx(t)}
              y1={ROWS_TOP - 18}
              y2={height - 4}
              className="stroke-border"
              strokeWidth={1}
              strokeDasharray={t % 4 === 0 ? undefined : "3 4"}
            />
          </g>
        ))}
      </g>

      {SERVING_TEMPERATURES.map((t, row) => {
        const top = ROWS_TOP + row * g.rowHeight;
        const barY = g.labelColumn ? top - 10 : top + 17;
        const xa = sx(t.celsius.min);
        const xb = sx(t.celsius.max);
        const value = celsiusRange(t.celsius.min, t.celsius.max);
        const valueAfter = xb + 6 + value.length * g.font * 0.56 <= g.width - 2;
        return (
          <g key={t.id} data-item="" data-family={t.id}>
            {g.labelColumn ? (
              <text x={g.plotLeft - 14} y={top - 6} textAnchor="end" fontSize={g.font} className="fill-foreground">
                <tspan fontWeight={600}>{t.family}</tspan>
                <tspan x={g.plotLeft - 14} dy={g.font + 3} fontSize={g.font - 1.5} className="fill-muted-foreground">
                  {t.examples}
                </tspan>
              </text>
            ) : (
              <text x={4} y={top - 6} fontSize={g.font} className="fill-foreground">
                <tspan fontWeight={600}>{t.family}</tspan>
                <tspan x={4} dy={g.font + 2} fontSize={g.font - 1.5} className="fill-muted-foreground">
                  {t.examples}
                </tspan>
              </text>
            )}
            <rect
              x={xa}
              y={barY}
              width={xb - xa}
              height={14}
              rx={7}
              fill={`url(#${gradientId})`}
              className="stroke-foreground/30"
              strokeWidth={1}
            />
            <text
              x={valueAfter ? xb + 6 : xa - 6}
              y={barY + 7}
              dy="0.35em"
              textAnchor={valueAfter ? "start" : "end"}
              fontSize={g.font}
              fontWeight={600}
              className="fill-foreground"
            >
              {value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function TemperatureChart() {
  return (
    <figure className="rounded-xl border bg-card p-1.5 sm:p-4">
      <ResponsiveChart
        narrow={<TemperatureSvg idPrefix="temp-estreito" g={NARROW} />}
        wide={<TemperatureSvg idPrefix="temp-largo" g={WIDE} />}
      />
      <figcaption className="mt-2 text-xs text-muted-foreground">
        Referência para a cerveja no copo. Na geladeira comum (cerca de 4 °C) as cervejas saem mais frias: as encorpadas
        pedem alguns minutos fora antes de servir.
      </figcaption>
    </figure>
  );
}

export function TemperatureTable() {
  return (
    <DataTable
      caption="Temperatura de serviço recomendada por família de estilos."
      columns={["Família", "Exemplos", "Temperatura", "Por quê"]}
      numeric={[2]}
      rows={SERVING_TEMPERATURES.map((t) => [
        t.family,
        <span key="e" className="whitespace-normal">
          {t.examples}
        </span>,
        celsiusRange(t.celsius.min, t.celsius.max),
        <span key="w" className="block min-w-56 whitespace-normal">
          {t.why}
        </span>,
      ])}
    />
  );
}
