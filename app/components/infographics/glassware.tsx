import { srmToHex } from "~/content/infographics/colors";
import { GLASSES, type Glass, type GlassProfile, type ProfilePoint } from "~/content/infographics/glasses";
import { DataTable } from "./infographic-section";

// Each glass drawn from its profile in centimetres, all at one scale and on one
// baseline, filled with a beer it suits and a head of foam.

const VIEW_W = 100;
const VIEW_H = 150;
const BASELINE = 146;
/** Drawing units per centimetre. */
const SCALE = 5.5;
/** Thickness of the bottom of a stemless glass, in cm. */
const BOTTOM = 0.6;
const FOAM = "#FBF4E2";

type Pt = readonly [number, number];

/** A path through the points: straight segments, or a Catmull–Rom curve as cubic Béziers. */
function through(points: readonly Pt[], smooth: boolean, move: boolean): string {
  const first = points[0];
  if (!first) return "";
  let d = move ? `M${first[0].toFixed(2)},${first[1].toFixed(2)}` : `L${first[0].toFixed(2)},${first[1].toFixed(2)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    if (!smooth) {
      d += `L${p2[0].toFixed(2)},${p2[1].toFixed(2)}`;
      continue;
    }
    const p0 = points[i - 1] ?? p1;
    const p3 = points[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1[0].toFixed(2)},${c1[1].toFixed(2)} ${c2[0].toFixed(2)},${c2[1].toFixed(2)} ${p2[0].toFixed(2)},${p2[1].toFixed(2)}`;
  }
  return d;
}

const yOf = (h: number) => BASELINE - h * SCALE;

/** Half-width of the bowl at a height, by linear interpolation. */
function halfWidthAt(bowl: readonly ProfilePoint[], h: number): number {
  for (let i = 0; i < bowl.length - 1; i++) {
    const [h1, r1] = bowl[i]!;
    const [h2, r2] = bowl[i + 1]!;
    if (h >= h1 && h <= h2) return r1 + ((h - h1) / (h2 - h1 || 1)) * (r2 - r1);
  }
  return bowl[bowl.length - 1]?.[1] ?? 0;
}

function bowlPaths(profile: GlassProfile, cx: number) {
  const right: Pt[] = profile.bowl.map(([h, r]) => [cx + r * SCALE, yOf(h)]);
  const left: Pt[] = [...profile.bowl].reverse().map(([h, r]) => [cx - r * SCALE, yOf(h)]);
  // Outline: down the left wall from the rim, across the bottom, up the right wall.
  const outline = through(left, profile.smooth, true) + through(right, profile.smooth, false);
  return { outline, closed: `${outline}Z` };
}

export function GlassSilhouette({ glass }: { glass: Glass }) {
  const p = glass.profile;
  const cx = p.handle ? 44 : VIEW_W / 2;
  const { outline, closed } = bowlPaths(p, cx);
  const bowlBottom = p.bowl[0]?.[0] ?? 0;
  const rim = p.bowl[p.bowl.length - 1]?.[0] ?? 0;
  const beerFrom = p.stem ? bowlBottom : bowlBottom + BOTTOM;
  const clipId = `copo-${glass.id}-interior`;
  const maxR = Math.max(...p.bowl.map(([, r]) => r));

  return (
    <svg
      viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
      className="h-36 w-24 shrink-0 text-foreground"
      role="img"
      aria-label={`Silhueta: ${glass.name}`}
      data-item=""
      data-glass={glass.id}
    >
      <defs>
        <clipPath id={clipId}>
          <path d={closed} />
        </clipPath>
      </defs>
      {/* Table line */}
      <line
        x1={4}
        x2={VIEW_W - 4}
        y1={BASELINE + 0.8}
        y2={BASELINE + 0.8}
        className="stroke-border"
        strokeWidth={1.2}
      />

      {/* Beer and foam, cut to the inside of the bowl */}
      <g clipPath={`url(#${clipId})`}>
        <rect
          x={0}
          y={yOf(p.beerTo)}
          width={VIEW_W}
          height={yOf(beerFrom) - yOf(p.beerTo)}
          fill={srmToHex(p.beerSrm)}
        />
        <rect x={0} y={yOf(p.beerTo + p.foam)} width={VIEW_W} height={p.foam * SCALE} fill={FOAM} />
        {[0.25, 0.5, 0.75].map((f) => (
          <circle
            key={f}
            cx={cx - maxR * SCALE + f * 2 * maxR * SCALE}
            cy={yOf(p.beerTo + p.foam * 0.45)}
            r={1.1}
            fill="#E9DDBE"
          />
        ))}
      </g>
      {/* Glass body */}
      <path d={closed} fill="currentColor" fillOpacity={0.05} />
      {!p.stem ? (
        <rect
          x={cx - halfWidthAt(p.bowl, bowlBottom) * SCALE + 1}
          y={yOf(bowlBottom + BOTTOM)}
          width={halfWidthAt(p.bowl, bowlBottom) * 2 * SCALE - 2}
          height={BOTTOM * SCALE}
          fill="currentColor"
          fillOpacity={0.18}
        />
      ) : null}
      {p.facets
        ? [-0.62, -0.2, 0.2, 0.62].map((t) => {
            const hTop = rim * 0.76;
            return (
              <line
                key={t}
                x1={cx + t * halfWidthAt(p.bowl, BOTTOM) * SCALE}
                y1={yOf(BOTTOM)}
                x2={cx + t * halfWidthAt(p.bowl, hTop) * SCALE}
                y2={yOf(hTop)}
                stroke="currentColor"
                strokeOpacity={0.35}
                strokeWidth={1}
              />
            );
          })
        : null}
      <path
        d={outline}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {p.stem && p.foot ? (
        <rect
          x={cx - p.stem.halfWidth * SCALE}
          y={yOf(bowlBottom)}
          width={p.stem.halfWidth * 2 * SCALE}
          height={(bowlBottom - p.foot.height) * SCALE}
          fill="currentColor"
          fillOpacity={0.2}
          stroke="currentColor"
          strokeWidth={1.2}
        />
      ) : null}
      {p.foot ? (
        <rect
          x={cx - p.foot.halfWidth * SCALE}
          y={yOf(p.foot.height)}
          width={p.foot.halfWidth * 2 * SCALE}
          height={p.foot.height * SCALE}
          rx={1.2}
          fill="currentColor"
          fillOpacity={0.2}
          stroke="currentColor"
          strokeWidth={1.2}
        />
      ) : null}
      {p.handle ? (
        <path
          d={`M${cx + maxR * SCALE},${yOf(rim * 0.82)} C${cx + (maxR + 4.2) * SCALE},${yOf(rim * 0.82)} ${cx + (maxR + 4.2) * SCALE},${yOf(rim * 0.18)} ${cx + maxR * SCALE},${yOf(rim * 0.18)}`}
          fill="none"
          stroke="currentColor"
          strokeWidth={3.2}
          strokeLinecap="round"
        />
      ) : null}
    </svg>
  );
}

export function Glassware() {
  return (
    // No name on the list (screen readers ignore most names on lists): the section's heading says it.
    <ul className="grid gap-3 md:grid-cols-2">
      {GLASSES.map((glass) => (
        <li key={glass.id} className="flex gap-3 rounded-xl border bg-card p-3">
          <GlassSilhouette glass={glass} />
          <div className="min-w-0 text-sm">
            <h3 className="text-base leading-tight font-semibold">{glass.name}</h3>
            <p className="text-xs text-muted-foreground">
              {glass.aka ? `${glass.aka} · ` : ""}
              {glass.capacity}
            </p>
            <p className="mt-2">
              <span className="font-medium">Serve: </span>
              {glass.serves.join("; ")}.
            </p>
            <p className="mt-1 text-muted-foreground">{glass.why}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function GlasswareTable() {
  return (
    <DataTable
      caption={`${GLASSES.length} copos: capacidade típica, estilos que servem e por quê.`}
      columns={["Copo", "Capacidade", "Estilos", "Por quê"]}
      rows={GLASSES.map((g) => [
        g.name,
        <span key="c" className="whitespace-normal">
          {g.capacity}
        </span>,
        <span key="s" className="whitespace-normal">
          {g.serves.join("; ")}
        </span>,
        <span key="w" className="block min-w-56 whitespace-normal">
          {g.why}
        </span>,
      ])}
    />
  );
}
