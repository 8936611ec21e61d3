import { useState } from "react";
import { BEER_STYLES, STYLE_FAMILIES, type BeerStyle, type StyleFamilyId } from "~/content/infographics/styles";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";
import { DataTable, ResponsiveChart, formatRange } from "./infographic-section";

// ABV (x) × IBU (y): one translucent rectangle per style, numbered by a badge that the
// list under the chart explains. Choosing a style in the list (or pointing at its
// rectangle) highlights it and dims the rest.

const ABV_DOMAIN = { min: 2, max: 13 };
const IBU_DOMAIN = { min: 0, max: 100 };

/** Family colours: legible on the light and the dark background. */
const FAMILY_CLASSES: Record<StyleFamilyId, { rect: string; strong: string; badge: string; chip: string }> = {
  lager: {
    rect: "fill-sky-500/15 stroke-sky-700 dark:fill-sky-400/15 dark:stroke-sky-300",
    strong: "fill-sky-500/45 dark:fill-sky-400/45",
    badge: "fill-sky-700 dark:fill-sky-300",
    chip: "bg-sky-700 text-white dark:bg-sky-300 dark:text-gray-950",
  },
  trigo: {
    rect: "fill-yellow-500/15 stroke-yellow-700 dark:fill-yellow-300/15 dark:stroke-yellow-300",
    strong: "fill-yellow-500/45 dark:fill-yellow-300/45",
    badge: "fill-yellow-700 dark:fill-yellow-300",
    chip: "bg-yellow-700 text-white dark:bg-yellow-300 dark:text-gray-950",
  },
  acida: {
    rect: "fill-fuchsia-500/15 stroke-fuchsia-700 dark:fill-fuchsia-400/15 dark:stroke-fuchsia-300",
    strong: "fill-fuchsia-500/45 dark:fill-fuchsia-400/45",
    badge: "fill-fuchsia-700 dark:fill-fuchsia-300",
    chip: "bg-fuchsia-700 text-white dark:bg-fuchsia-300 dark:text-gray-950",
  },
  britanica: {
    rect: "fill-orange-500/15 stroke-orange-700 dark:fill-orange-400/15 dark:stroke-orange-300",
    strong: "fill-orange-500/45 dark:fill-orange-400/45",
    badge: "fill-orange-700 dark:fill-orange-300",
    chip: "bg-orange-700 text-white dark:bg-orange-300 dark:text-gray-950",
  },
  americana: {
    rect: "fill-emerald-500/15 stroke-emerald-700 dark:fill-emerald-400/15 dark:stroke-emerald-300",
    strong: "fill-emerald-500/45 dark:fill-emerald-400/45",
    badge: "fill-emerald-700 dark:fill-emerald-300",
    chip: "bg-emerald-700 text-white dark:bg-emerald-300 dark:text-gray-950",
  },
  belga: {
    rect: "fill-violet-500/15 stroke-violet-700 dark:fill-violet-400/15 dark:stroke-violet-300",
    strong: "fill-violet-500/45 dark:fill-violet-400/45",
    badge: "fill-violet-700 dark:fill-violet-300",
    chip: "bg-violet-700 text-white dark:bg-violet-300 dark:text-gray-950",
  },
  escura: {
    rect: "fill-stone-500/20 stroke-stone-700 dark:fill-stone-300/15 dark:stroke-stone-300",
    strong: "fill-stone-500/50 dark:fill-stone-300/45",
    badge: "fill-stone-700 dark:fill-stone-300",
    chip: "bg-stone-700 text-white dark:bg-stone-300 dark:text-gray-950",
  },
};

interface Geometry {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  xTicks: readonly number[];
  yTicks: readonly number[];
  font: number;
  badge: number;
}

const NARROW: Geometry = {
  width: 360,
  height: 500,
  margin: { top: 30, right: 12, bottom: 48, left: 36 },
  xTicks: [2, 4, 6, 8, 10, 12],
  yTicks: [0, 20, 40, 60, 80, 100],
  font: 13,
  badge: 9,
};

const WIDE: Geometry = {
  width: 720,
  height: 470,
  margin: { top: 30, right: 16, bottom: 48, left: 44 },
  xTicks: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  yTicks: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
  font: 13,
  badge: 9.5,
};

interface PlacedStyle {
  style: BeerStyle;
  number: number;
  x: number;
  y: number;
  w: number;
  h: number;
  badge: { cx: number; cy: number };
  /** Set when the badge sits outside its rectangle: the point of the rectangle it points to. */
  leader?: { x: number; y: number };
}

/** Style number = position in the data (the list under the chart uses the same). */
const NUMBERED = BEER_STYLES.map((style, i) => ({ style, number: i + 1 }));

const fmtAbv = (n: number) => formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const fmtOne = (n: number) => formatNumber(n, { maximumFractionDigits: 1 });

function describe(style: BeerStyle) {
  return `${formatRange(style.abv.min, style.abv.max, fmtAbv)}% ABV · ${formatRange(style.ibu.min, style.ibu.max, fmtOne)} IBU`;
}

/**
 * Rectangles and badge positions for one geometry. Badges go, smallest rectangle first,
 * to the free spot nearest the rectangle's centre (inside it if possible), so that none
 * overlaps another; a badge pushed outside gets a leader line.
 */
function layout(g: Geometry): PlacedStyle[] {
  const left = g.margin.left;
  const right = g.width - g.margin.right;
  const top = g.margin.top;
  const bottom = g.height - g.margin.bottom;
  const sx = (abv: number) => left + ((abv - ABV_DOMAIN.min) / (ABV_DOMAIN.max - ABV_DOMAIN.min)) * (right - left);
  const sy = (ibu: number) => bottom - ((ibu - IBU_DOMAIN.min) / (IBU_DOMAIN.max - IBU_DOMAIN.min)) * (bottom - top);
  const r = g.badge;

  const boxes = NUMBERED.map(({ style, number }) => {
    const x = sx(style.abv.min);
    const y = sy(style.ibu.max);
    return { style, number, x, y, w: sx(style.abv.max) - x, h: sy(style.ibu.min) - y };
  });

  const placed: { cx: number; cy: number }[] = [];
  const result = new Map<string, PlacedStyle>();
  const fits = (cx: number, cy: number) =>
    cx - r >= left + 1 &&
    cx + r <= right - 1 &&
    cy - r >= top + 1 &&
    cy + r <= bottom - 1 &&
    placed.every((p) => Math.hypot(p.cx - cx, p.cy - cy) >= 2 * r + 1.5);

  for (const box of [...boxes].sort((a, b) => a.w * a.h - b.w * b.h)) {
    const cx0 = box.x + box.w / 2;
    const cy0 = box.y + box.h / 2;
    const inside: [number, number][] = [];
    const fractions = [0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9];
    for (const fx of fractions) for (const fy of fractions) inside.push([box.x + fx * box.w, box.y + fy * box.h]);
    inside.sort((a, b) => Math.hypot(a[0] - cx0, a[1] - cy0) - Math.hypot(b[0] - cx0, b[1] - cy0));
    const outside: [number, number][] = [];
    for (const d of [2.4, 3.4, 4.6, 6, 7.5, 9.5]) {
      for (let k = 0; k < 16; k++) {
        const a = (k / 16) * 2 * Math.PI;
        outside.push([
          cx0 + Math.cos(a) * d * r + (Math.sign(Math.cos(a)) * box.w) / 2,
          cy0 + Math.sin(a) * d * r + (Math.sign(Math.sin(a)) * box.h) / 2,
        ]);
      }
    }
    const spot = [...inside, ...outside].find(([cx, cy]) => fits(cx, cy)) ?? [cx0, cy0];
    const [cx, cy] = spot;
    placed.push({ cx, cy });
    const isInside = cx >= box.x && cx <= box.x + box.w && cy >= box.y && cy <= box.y + box.h;
    result.set(box.style.id, {
      ...box,
      badge: { cx, cy },
      ...(isInside
        ? {}
        : {
            leader: {
              x: Math.min(Math.max(cx, box.x), box.x + box.w),
              y: Math.min(Math.max(cy, box.y), box.y + box.h),
            },
          }),
    });
  }
  return boxes.map((b) => result.get(b.style.id)!);
}

// Pure and deterministic: the server and the browser draw the same thing.
const NARROW_LAYOUT = layout(NARROW);
const WIDE_LAYOUT = layout(WIDE);

interface ChartProps {
  idPrefix: string;
  g: Geometry;
  items: PlacedStyle[];
  active: string | null;
  onPreview: (id: string | null) => void;
}

function StyleChartSvg({ idPrefix, g, items, active, onPreview }: ChartProps) {
  const left = g.margin.left;
  const right = g.width - g.margin.right;
  const top = g.margin.top;
  const bottom = g.height - g.margin.bottom;
  const sx = (abv: number) => left + ((abv - ABV_DOMAIN.min) / (ABV_DOMAIN.max - ABV_DOMAIN.min)) * (right - left);
  const sy = (ibu: number) => bottom - ((ibu - IBU_DOMAIN.min) / (IBU_DOMAIN.max - IBU_DOMAIN.min)) * (bottom - top);
  // Larger rectangles first, so that small ones stay visible on top; the active one last.
  const order = [...items].sort((a, b) => {
    if (a.style.id === active) return 1;
    if (b.style.id === active) return -1;
    return b.w * b.h - a.w * a.h;
  });
  const activeItem = items.find((i) => i.style.id === active);

  return (
    <svg
      viewBox={`0 0 ${g.width} ${g.height}`}
      className="h-auto w-full select-none"
      role="img"
      aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}
      data-chart="estilos"
    >
      <title id={`${idPrefix}-title`}>Estilos de cerveja por teor alcoólico (ABV) e amargor (IBU)</title>
      <desc id={`${idPrefix}-desc`}>
        {`Gráfico com ${items.length} estilos do BJCP 2021, cada um como um retângulo entre os limites de ABV (de ${fmtOne(ABV_DOMAIN.min)}% a ${fmtOne(ABV_DOMAIN.max)}%) e de IBU (de ${IBU_DOMAIN.min} a ${IBU_DOMAIN.max}). Os valores de cada estilo estão na lista abaixo do gráfico e na tabela de dados.`}
      </desc>

      {/* Grid and axes */}
      <g aria-hidden="true">
        {g.yTicks.map((t) => (
          <g key={`y${t}`}>
            <line x1={left} x2={right} y1={sy(t)} y2={sy(t)} className="stroke-border" strokeWidth={1} />
            <text
              x={left - 6}
              y={sy(t)}
              dy="0.35em"
              textAnchor="end"
              fontSize={g.font - 1}
              className="fill-muted-foreground"
            >
              {t}
            </text>
          </g>
        ))}
        {g.xTicks.map((t) => (
          <g key={`x${t}`}>
            <line x1={sx(t)} x2={sx(t)} y1={top} y2={bottom} className="stroke-border" strokeWidth={1} />
            <text
              x={sx(t)}
              y={bottom + g.font + 4}
              textAnchor="middle"
              fontSize={g.font - 1}
              className="fill-muted-foreground"
            >
              {`${fmtOne(t)}%`}
            </text>
          </g>
        ))}
        <line x1={left} x2={right} y1={bottom} y2={bottom} className="stroke-muted-foreground" strokeWidth={1.2} />
        <line x1={left} x2={left} y1={top} y2={bottom} className="stroke-muted-foreground" strokeWidth={1.2} />
        <text x={left - 4} y={top - 12} fontSize={g.font} fontWeight={600} className="fill-foreground">
          ↑ Amargor (IBU)
        </text>
        <text
          x={right}
          y={g.height - 8}
          textAnchor="end"
          fontSize={g.font}
          fontWeight={600}
          className="fill-foreground"
        >
          Teor alcoólico (% ABV) →
        </text>
      </g>

      {/* Style ranges */}
      {order.map((item) => {
        const colors = FAMILY_CLASSES[item.style.family];
        const isActive = item.style.id === active;
        const dimmed = active !== null && !isActive;
        return (
          <rect
            key={item.style.id}
            data-item=""
            data-style={item.style.id}
            data-active={isActive ? "" : undefined}
            x={item.x}
            y={item.y}
            width={Math.max(item.w, 2)}
            height={Math.max(item.h, 2)}
            rx={3}
            strokeWidth={isActive ? 2.5 : 1.2}
            className={cn(colors.rect, isActive && colors.strong, "transition-opacity", dimmed && "opacity-20")}
            onMouseEnter={() => onPreview(item.style.id)}
            onMouseLeave={() => onPreview(null)}
          />
        );
      })}

      {/* Numbered badges, with a leader line when pushed out of their rectangle */}
      <g aria-hidden="true">
        {items.map((item) => {
          const colors = FAMILY_CLASSES[item.style.family];
          const dimmed = active !== null && item.style.id !== active;
          return (
            <g
              key={item.style.id}
              className={cn("transition-opacity", dimmed && "opacity-20")}
              onMouseEnter={() => onPreview(item.style.id)}
              onMouseLeave={() => onPreview(null)}
            >
              {item.leader ? (
                <line
                  x1={item.badge.cx}
                  y1={item.badge.cy}
                  x2={item.leader.x}
                  y2={item.leader.y}
                  strokeWidth={1}
                  className={colors.rect}
                />
              ) : null}
              <circle
                cx={item.badge.cx}
                cy={item.badge.cy}
                r={g.badge}
                className={cn(colors.badge, "stroke-background")}
                strokeWidth={1.2}
              />
              <text
                x={item.badge.cx}
                y={item.badge.cy}
                dy="0.36em"
                textAnchor="middle"
                fontSize={g.badge * 1.15}
                fontWeight={700}
                className="fill-white dark:fill-gray-950"
              >
                {item.number}
              </text>
            </g>
          );
        })}
      </g>

      {activeItem ? <ActiveLabel item={activeItem} g={g} /> : null}
    </svg>
  );
}

/** The name and ranges of the highlighted style, above (or below) its rectangle. */
function ActiveLabel({ item, g }: { item: PlacedStyle; g: Geometry }) {
  const text = `${item.number}. ${item.style.name}`;
  const font = g.font + 1;
  const width = text.length * font * 0.56;
  const left = g.margin.left + 2;
  const right = g.width - g.margin.right - 2;
  const cx = Math.min(Math.max(item.x + item.w / 2, left + width / 2), right - width / 2);
  const above = item.y - 8 > g.margin.top + font;
  const y = above ? item.y - 8 : item.y + item.h + font + 6;
  return (
    <text
      x={cx}
      y={y}
      textAnchor="middle"
      fontSize={font}
      fontWeight={700}
      className="pointer-events-none fill-foreground stroke-background"
      strokeWidth={4}
      strokeLinejoin="round"
      style={{ paintOrder: "stroke" }}
      aria-hidden="true"
    >
      {text}
    </text>
  );
}

export function StyleChart() {
  const [selected, setSelected] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const active = preview ?? selected;
  const activeStyle = BEER_STYLES.find((s) => s.id === active);
  const activeNumber = NUMBERED.find((n) => n.style.id === active)?.number;

  return (
    <figure className="rounded-xl border bg-card p-1.5 sm:p-4">
      <ResponsiveChart
        narrow={
          <StyleChartSvg
            idPrefix="estilos-estreito"
            g={NARROW}
            items={NARROW_LAYOUT}
            active={active}
            onPreview={setPreview}
          />
        }
        wide={
          <StyleChartSvg idPrefix="estilos-largo" g={WIDE} items={WIDE_LAYOUT} active={active} onPreview={setPreview} />
        }
      />

      <p
        className="mt-2 min-h-12 rounded-lg bg-muted px-3 py-2 text-sm"
        aria-live="polite"
        data-testid="estilo-destacado"
      >
        {activeStyle ? (
          <>
            <span className="font-semibold">
              {activeNumber}. {activeStyle.name}
            </span>{" "}
            <span className="text-muted-foreground">(BJCP {activeStyle.bjcp})</span>: {describe(activeStyle)}
          </>
        ) : (
          <span className="text-muted-foreground">
            Toque num estilo da lista, ou passe o mouse sobre ele, para destacá-lo no gráfico.
          </span>
        )}
      </p>

      {/* The lists carry no name (screen readers ignore most names on lists): the section's
          heading and the figure's caption say what they are. */}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {STYLE_FAMILIES.map((f) => (
          <li key={f.id} className="flex items-center gap-1.5">
            <span aria-hidden className={cn("inline-block size-3 rounded-full", FAMILY_CLASSES[f.id].chip)} />
            {f.label}
          </li>
        ))}
      </ul>

      <ul className="mt-3 grid grid-cols-2 gap-1.5 sm:grid-cols-3 lg:grid-cols-4">
        {NUMBERED.map(({ style, number }) => {
          const pressed = selected === style.id;
          return (
            <li key={style.id}>
              <button
                type="button"
                aria-pressed={pressed}
                data-style={style.id}
                onClick={() => setSelected(pressed ? null : style.id)}
                onMouseEnter={() => setPreview(style.id)}
                onMouseLeave={() => setPreview(null)}
                onFocus={() => setPreview(style.id)}
                onBlur={() => setPreview(null)}
                className={cn(
                  "flex h-full w-full items-start gap-2 rounded-lg border px-2 py-1.5 text-left outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  pressed ? "border-primary bg-accent" : "border-transparent",
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-[0.7rem] font-bold",
                    FAMILY_CLASSES[style.family].chip,
                  )}
                >
                  {number}
                </span>
                <span className="min-w-0">
                  <span className="block text-sm leading-tight font-medium">{style.name}</span>
                  <span className="block text-xs text-muted-foreground">{describe(style)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      {/* Last: a <figcaption> is the first or the last child of its <figure>. */}
      <figcaption className="sr-only">Estilos de cerveja por teor alcoólico e amargor, segundo o BJCP 2021.</figcaption>
    </figure>
  );
}

export function StyleTable() {
  return (
    <DataTable
      caption={`Faixas típicas de ${BEER_STYLES.length} estilos, segundo o BJCP 2021 (número do estilo entre parênteses).`}
      columns={["Estilo", "ABV (%)", "IBU", "Família"]}
      numeric={[1, 2]}
      rows={NUMBERED.map(({ style, number }) => [
        `${number}. ${style.name} (${style.bjcp})`,
        formatRange(style.abv.min, style.abv.max, fmtAbv),
        formatRange(style.ibu.min, style.ibu.max, fmtOne),
        <span key="f" className="whitespace-normal">
          {STYLE_FAMILIES.find((f) => f.id === style.family)?.label ?? ""}
        </span>,
      ])}
    />
  );
}
