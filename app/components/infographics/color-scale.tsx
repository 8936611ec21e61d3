import { COLOR_EXAMPLES, SRM_HEX, SRM_MAX, srmToEbc, srmToHex } from "~/content/infographics/colors";
import { styleById, type Range } from "~/content/infographics/styles";
import { formatNumber } from "~/lib/format";
import { DataTable, ResponsiveChart, formatRange } from "./infographic-section";

// The SRM scale as 40 swatches, EBC under it, and one bar per example style painted
// with the colours of its own range.

interface Geometry {
  width: number;
  pad: number;
  font: number;
  srmTicks: readonly number[];
  ebcTicks: readonly number[];
  rowHeight: number;
}

const NARROW: Geometry = {
  width: 360,
  pad: 10,
  font: 13,
  srmTicks: [1, 5, 10, 15, 20, 25, 30, 35, 40],
  ebcTicks: [10, 20, 30, 40, 50, 60, 70],
  rowHeight: 42,
};
const WIDE: Geometry = {
  width: 720,
  pad: 12,
  font: 13,
  srmTicks: [1, 5, 10, 15, 20, 25, 30, 35, 40],
  ebcTicks: [5, 10, 20, 30, 40, 50, 60, 70, 78],
  rowHeight: 38,
};

const STRIP_TOP = 34;
const STRIP_HEIGHT = 34;
const ROWS_TOP = STRIP_TOP + STRIP_HEIGHT + 68;

const fmt = (n: number) => formatNumber(n, { maximumFractionDigits: 1 });
const fmtEbc = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });

/** The examples with their SRM range (styles without one are left out). */
const EXAMPLES = COLOR_EXAMPLES.flatMap((example) => {
  const style = styleById(example.styleId);
  return style?.srm ? [{ ...example, style, srm: style.srm }] : [];
});

export function ebcRange(srm: Range): string {
  return formatRange(srmToEbc(srm.min), srmToEbc(srm.max), fmtEbc);
}

function ColorScaleSvg({ idPrefix, g }: { idPrefix: string; g: Geometry }) {
  const x0 = g.pad;
  const sw = (g.width - 2 * g.pad) / SRM_MAX;
  const center = (srm: number) => x0 + (srm - 0.5) * sw;
  const height = ROWS_TOP + EXAMPLES.length * g.rowHeight + 6;
  const charWidth = g.font * 0.56;

  return (
    <svg
      viewBox={`0 0 ${g.width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}
      data-chart="cor"
    >
      <title id={`${idPrefix}-title`}>Escala de cor da cerveja em SRM e EBC</title>
      <desc id={`${idPrefix}-desc`}>
        {`Amostras de cor de 1 a ${SRM_MAX} SRM (cerca de 2 a 79 EBC), da palha clara ao preto, e a faixa de cor de ${EXAMPLES.length} estilos. Os valores estão na tabela de dados.`}
      </desc>
      <defs>
        {EXAMPLES.map((e) => {
          const stops: number[] = [e.srm.min];
          for (let v = Math.ceil(e.srm.min); v <= Math.floor(e.srm.max); v++)
            if (v > e.srm.min && v < e.srm.max) stops.push(v);
          stops.push(e.srm.max);
          const span = e.srm.max - e.srm.min || 1;
          return (
            <linearGradient key={e.styleId} id={`${idPrefix}-${e.styleId}`} x1="0" x2="1" y1="0" y2="0">
              {stops.map((v) => (
                <stop key={v} offset={(v - e.srm.min) / span} stopColor={srmToHex(v)} />
              ))}
            </linearGradient>
          );
        })}
      </defs>

      <g aria-hidden="true">
        <text x={x0} y={STRIP_TOP - 20} fontSize={g.font} fontWeight={600} className="fill-foreground">
          SRM
        </text>
        {g.srmTicks.map((t) => (
          <g key={`s${t}`}>
            <line x1={center(t)} x2={center(t)} y1={STRIP_TOP - 5} y2={STRIP_TOP} className="stroke-muted-foreground" />
            <text
              x={center(t)}
              y={STRIP_TOP - 8}
              textAnchor="middle"
              fontSize={g.font - 1}
              className="fill-muted-foreground"
            >
              {t}
            </text>
          </g>
        ))}
        {SRM_HEX.map((hex, i) => (
          <rect
            key={hex + i}
            data-swatch=""
            x={x0 + i * sw}
            y={STRIP_TOP}
            width={sw + 0.4}
            height={STRIP_HEIGHT}
            fill={hex}
          />
        ))}
        <rect
          x={x0}
          y={STRIP_TOP}
          width={sw * SRM_MAX}
          height={STRIP_HEIGHT}
          rx={2}
          fill="none"
          className="stroke-foreground/30"
        />
        {g.ebcTicks.map((t) => {
          const x = center(t / 1.97);
          return (
            <g key={`e${t}`}>
              <line
                x1={x}
                x2={x}
                y1={STRIP_TOP + STRIP_HEIGHT}
                y2={STRIP_TOP + STRIP_HEIGHT + 5}
                className="stroke-muted-foreground"
              />
              <text
                x={x}
                y={STRIP_TOP + STRIP_HEIGHT + 8 + g.font}
                textAnchor="middle"
                fontSize={g.font - 1}
                className="fill-muted-foreground"
              >
                {t}
              </text>
            </g>
          );
        })}
        <text
          x={x0}
          y={STRIP_TOP + STRIP_HEIGHT + 8 + 2 * g.font + 4}
          fontSize={g.font}
          fontWeight={600}
          className="fill-foreground"
        >
          EBC{" "}
          <tspan fontWeight={400} className="fill-muted-foreground">
            (≈ SRM × 1,97)
          </tspan>
        </text>
      </g>

      {EXAMPLES.map((e, row) => {
        const xa = x0 + (e.srm.min - 1) * sw;
        const xb = x0 + e.srm.max * sw;
        const yLabel = ROWS_TOP + row * g.rowHeight;
        const label = `${e.label} · ${formatRange(e.srm.min, e.srm.max, fmt)} SRM · ${ebcRange(e.srm)} EBC`;
        const labelWidth = label.length * charWidth;
        // Left-aligned on the bar, unless it would run off the right edge.
        const startAtBar = xa + labelWidth <= g.width - g.pad;
        const anchorX = startAtBar ? xa : Math.max(g.pad + labelWidth, xb);
        return (
          <g key={e.styleId} data-item="" data-style={e.styleId}>
            <text
              x={Math.min(anchorX, g.width - g.pad)}
              y={yLabel}
              textAnchor={startAtBar ? "start" : "end"}
              fontSize={g.font}
              className="fill-foreground"
            >
              <tspan fontWeight={600}>{e.label}</tspan>
              <tspan className="fill-muted-foreground">{` · ${formatRange(e.srm.min, e.srm.max, fmt)} SRM · ${ebcRange(e.srm)} EBC`}</tspan>
            </text>
            <rect
              x={xa}
              y={yLabel + 6}
              width={xb - xa}
              height={14}
              rx={7}
              fill={`url(#${idPrefix}-${e.styleId})`}
              className="stroke-foreground/30"
              strokeWidth={1}
            />
          </g>
        );
      })}
    </svg>
  );
}

export function ColorScale() {
  return (
    <figure className="rounded-xl border bg-card p-1.5 sm:p-4">
      <ResponsiveChart
        narrow={<ColorScaleSvg idPrefix="cor-estreito" g={NARROW} />}
        wide={<ColorScaleSvg idPrefix="cor-largo" g={WIDE} />}
      />
      <figcaption className="mt-2 text-xs text-muted-foreground">
        Cores aproximadas: a tela não reproduz exatamente a cerveja no copo, que parece mais escura num copo largo e
        mais clara contra a luz.
      </figcaption>
    </figure>
  );
}

export function ColorTable() {
  return (
    <DataTable
      caption="Faixa de cor de estilos conhecidos, em SRM e EBC, com a descrição de cor do BJCP 2021."
      columns={["Estilo", "SRM", "EBC", "Cor"]}
      numeric={[1, 2]}
      rows={EXAMPLES.map((e) => [
        e.label === e.style.name ? e.label : `${e.label} (${e.style.name})`,
        formatRange(e.srm.min, e.srm.max, fmt),
        ebcRange(e.srm),
        <span key="cor" className="flex items-center gap-2 whitespace-normal">
          <span
            aria-hidden
            className="inline-block h-3 w-8 shrink-0 rounded-sm border border-foreground/20"
            style={{ background: `linear-gradient(to right, ${srmToHex(e.srm.min)}, ${srmToHex(e.srm.max)})` }}
          />
          {e.description}
        </span>,
      ])}
    />
  );
}
