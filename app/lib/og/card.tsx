// The link-preview card (issue 15): one React component rendered by satori (only flexbox
// and inline styles, no Tailwind) for the calculators' results, the blog's title cards and
// the site's default /og-image.png, so every preview has the site's look. Colours are the
// light theme's tokens (app/styles/app.css) as hex: satori does not read oklch().

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

// A flat background, not the old image's gradient: a gradient is most of a PNG's bytes
// (155 KB against 55 KB for the same card), and WhatsApp drops previews over 300 KB.
const COLORS = {
  // the warm cream of the site's light --background/--accent
  background: "#fcf0d6",
  foreground: "#2b1d0e",
  muted: "#6b5335",
  primary: "#b7791f",
  beer: "#fbd38d",
  rule: "#e8c98a",
} as const;

export interface OgCardProps {
  /** Small amber line above the headline: the calculator's name, or a post's category. */
  kicker: string;
  /** The answer (or a post's title), in large type. */
  headline: string;
  /** One or two lines in medium type. */
  details?: string[];
  /** The inputs, in small type, on one or two lines at the bottom. */
  chips?: string[];
  /** Top-right line. */
  footer?: string;
  /** A colour drawn as a disc beside the headline (a recipe's beer colour, issue 30). */
  swatch?: string;
}

/** The favicon's mug (public/favicon.svg), drawn in the same 64×64 box. */
function Logo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill={COLORS.primary} />
      <path d="M18 20h22v30a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4z" fill={COLORS.beer} />
      <path d="M18 20c0-5 4-8 8-8 2-3 8-3 10 0 4 0 6 3 6 8z" fill="#fff" />
      <path d="M40 26h5a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5h-5v-4h4a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-4z" fill={COLORS.beer} />
    </svg>
  );
}

/** Large type that still fits: the longer the headline, the smaller (at most 3 lines). */
function headlineSize(text: string): number {
  const n = text.length;
  if (n <= 18) return 104;
  if (n <= 26) return 88;
  if (n <= 36) return 72;
  if (n <= 60) return 60;
  return 52;
}

const INNER_WIDTH = OG_WIDTH - 2 * 72;

export function OgCard({
  kicker,
  headline,
  details = [],
  chips = [],
  footer = "cervejometro.com.br",
  swatch,
}: OgCardProps) {
  const headlineWidth = swatch ? INNER_WIDTH - 150 : INNER_WIDTH;
  return (
    <div
      style={{
        width: OG_WIDTH,
        height: OG_HEIGHT,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        paddingTop: 52,
        paddingBottom: 30,
        paddingLeft: 72,
        paddingRight: 72,
        backgroundColor: COLORS.background,
        // The primary's amber as a band along the bottom edge.
        borderBottom: `14px solid ${COLORS.primary}`,
        color: COLORS.foreground,
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", width: INNER_WIDTH }}>
        <Logo size={72} />
        <div style={{ display: "flex", flexDirection: "column", marginLeft: 24, flexGrow: 1 }}>
          <div style={{ fontSize: 34, fontWeight: 800, lineHeight: 1.1 }}>Cervejômetro</div>
          <div style={{ fontSize: 28, fontWeight: 700, color: COLORS.primary, lineHeight: 1.2 }}>{kicker}</div>
        </div>
        <div style={{ display: "flex", fontSize: 24, color: COLORS.muted }}>{footer}</div>
      </div>

      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          flexShrink: 1,
          justifyContent: "center",
          width: INNER_WIDTH,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", width: INNER_WIDTH }}>
          {swatch ? (
            <div
              style={{
                display: "flex",
                width: 120,
                height: 120,
                marginRight: 30,
                flexShrink: 0,
                borderRadius: 60,
                backgroundColor: swatch,
                border: `6px solid ${COLORS.rule}`,
              }}
            />
          ) : null}
          <div
            style={{
              display: "block",
              width: headlineWidth,
              fontSize: headlineSize(headline),
              fontWeight: 800,
              lineHeight: 1.08,
              letterSpacing: -1.5,
              lineClamp: 3,
            }}
          >
            {headline}
          </div>
        </div>
        {details.slice(0, 2).map((line, i) => (
          <div
            key={i}
            style={{
              display: "block",
              width: INNER_WIDTH,
              fontSize: 34,
              lineHeight: 1.3,
              marginTop: i === 0 ? 22 : 4,
              lineClamp: 2,
            }}
          >
            {line}
          </div>
        ))}
      </div>

      {chips.length > 0 ? (
        <div
          style={{
            display: "flex",
            flexShrink: 0,
            width: INNER_WIDTH,
            // Two lines at most, whatever the inputs: the space is reserved, the rest cut.
            height: 90,
            overflow: "hidden",
            paddingTop: 16,
            borderTop: `2px solid ${COLORS.rule}`,
            fontSize: 25,
            lineHeight: 1.35,
            color: COLORS.muted,
          }}
        >
          {chips.slice(0, 4).join("  ·  ")}
        </div>
      ) : null}
    </div>
  );
}
