// /anuncie's preview of the positions (issue 26 item 4): where each slot sits on a page, on a
// computer and on a phone, drawn on the server as SVG at the slots' real proportions (D16
// sizes, app/lib/ads/ads.ts), in theme colours (light and dark). No JavaScript.
import { AD_SIZES, AD_SLOT_NAMES, type AdPosition } from "~/lib/ads/ads";

interface Slot {
  position: AdPosition;
  x: number;
  y: number;
  width: number;
  height: number;
}

const size = (position: AdPosition, kind: "desktop" | "mobile") => AD_SIZES[position][kind][0]!;

// A 1280 px wide page: the 333 px sidebar, the main column from x = 365.
function desktopSlots(): Slot[] {
  const header = size("header", "desktop");
  const content = size("content", "desktop");
  const sidebar = size("sidebar", "desktop");
  const footer = size("footer", "desktop");
  return [
    { position: "header", x: 365, y: 24, ...header },
    { position: "sidebar", x: 16, y: 760, ...sidebar },
    { position: "content", x: 365, y: 560, ...content },
    { position: "footer", x: 365, y: 1010, ...footer },
  ];
}

// A 390 px wide phone screen, and its open menu beside it.
function phoneSlots(): Slot[] {
  const header = size("header", "mobile");
  const content = size("content", "mobile");
  const bar = size("mobile-footer", "desktop");
  return [
    { position: "header", x: 35, y: 80, ...header },
    { position: "content", x: 45, y: 420, ...content },
    { position: "mobile-footer", x: 35, y: 770, ...bar },
  ];
}

function SlotBox({ slot, fontSize }: { slot: Slot; fontSize: number }) {
  const name = AD_SLOT_NAMES[slot.position];
  const dimensions = `${slot.width}×${slot.height}`;
  const cx = slot.x + slot.width / 2;
  const cy = slot.y + slot.height / 2;
  // Two lines (name, size) where the slot is tall enough; a thin bar gets one smaller line.
  const twoLines = slot.height >= fontSize * 2.6;
  return (
    <g>
      <rect
        x={slot.x}
        y={slot.y}
        width={slot.width}
        height={slot.height}
        rx={6}
        className="fill-primary/15 stroke-primary"
        strokeWidth={3}
        strokeDasharray="10 6"
      />
      {twoLines ? (
        <text x={cx} y={cy} textAnchor="middle" className="fill-foreground" fontSize={fontSize} fontWeight={600}>
          <tspan x={cx} dy={-fontSize * 0.25}>
            {name}
          </tspan>
          <tspan x={cx} dy={fontSize * 1.15} fontWeight={400}>
            {dimensions}
          </tspan>
        </text>
      ) : (
        <text
          x={cx}
          y={cy}
          textAnchor="middle"
          dominantBaseline="central"
          className="fill-foreground"
          fontSize={fontSize * 0.7}
          fontWeight={600}
        >
          {name} {dimensions}
        </text>
      )}
    </g>
  );
}

/** Grey bars standing for the page's text. */
function Lines({ x, y, width, count }: { x: number; y: number; width: number; count: number }) {
  return (
    <g className="fill-muted-foreground/25">
      {Array.from({ length: count }, (_, i) => (
        <rect key={i} x={x} y={y + i * 34} width={i % 3 === 2 ? width * 0.6 : width} height={14} rx={7} />
      ))}
    </g>
  );
}

export function AdPositionsPreview() {
  const desktop = desktopSlots();
  const phone = phoneSlots();
  const menu = size("mobile-menu", "mobile");
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <figure className="space-y-2">
        <svg
          viewBox="0 0 1280 1130"
          role="img"
          aria-label={`No computador: ${desktop.map((s) => `${AD_SLOT_NAMES[s.position]} ${s.width} × ${s.height} px`).join("; ")}.`}
          className="h-auto w-full rounded-lg border bg-card"
        >
          <rect x={0} y={0} width={333} height={1130} className="fill-muted/60" />
          <Lines x={16} y={40} width={280} count={20} />
          <text x={365} y={180} className="fill-foreground" fontSize={40} fontWeight={700}>
            Título da página
          </text>
          <Lines x={365} y={220} width={860} count={10} />
          <Lines x={700} y={570} width={520} count={7} />
          <Lines x={365} y={850} width={860} count={4} />
          {desktop.map((slot) => (
            <SlotBox key={slot.position} slot={slot} fontSize={32} />
          ))}
        </svg>
        <figcaption className="text-sm text-muted-foreground">No computador (1280 px de largura)</figcaption>
      </figure>
      <figure className="space-y-2">
        <svg
          viewBox="0 0 780 860"
          role="img"
          aria-label={`No celular: ${phone.map((s) => `${AD_SLOT_NAMES[s.position]} ${s.width} × ${s.height} px`).join("; ")}; e ${AD_SLOT_NAMES["mobile-menu"]} ${menu.width} × ${menu.height} px dentro do menu aberto.`}
          className="h-auto w-full rounded-lg border bg-card"
        >
          <rect x={0} y={0} width={390} height={60} className="fill-muted/60" />
          <Lines x={20} y={220} width={350} count={6} />
          <Lines x={20} y={690} width={350} count={2} />
          {phone.map((slot) => (
            <SlotBox key={slot.position} slot={slot} fontSize={28} />
          ))}
          <line x1={390} y1={0} x2={390} y2={860} className="stroke-border" strokeWidth={3} />
          <text x={585} y={40} textAnchor="middle" className="fill-muted-foreground" fontSize={26}>
            Menu aberto
          </text>
          <Lines x={420} y={80} width={330} count={10} />
          <SlotBox slot={{ position: "mobile-menu", x: 435, y: 440, ...menu }} fontSize={28} />
        </svg>
        <figcaption className="text-sm text-muted-foreground">No celular (390 px) e no menu aberto</figcaption>
      </figure>
    </div>
  );
}
