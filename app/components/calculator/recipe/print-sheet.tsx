// The brew-day sheet on paper (issue 30 item 8): what a brewer reads at the kettle, on one A4
// page. Hidden on screen; on paper it is all that prints (app.css, "/receita on paper"): the
// recipe (malts with their %, hops with time and IBU, yeast), the targets, the brew day, the
// pitch and the carbonation, in the figures and decimals of the result card (D18).
import { SHOWN_DECIMALS, type RecipeResult, type RecipeValues } from "~/calculators/recipe";
import { PRIMING_SUGAR_INFO } from "~/calculators/priming";
import { formatFixed as fixed, formatNumber } from "~/lib/format";

export function RecipePrintSheet({ result: r, values }: { result: RecipeResult; values: RecipeValues }) {
  const d = SHOWN_DECIMALS;
  const ibuOf = new Map(r.ibu.additions.map((a) => [a.id, a.ibu]));
  const cell = "border-b border-border px-1.5 py-0.5";
  const num = `${cell} text-right tabular-nums`;
  return (
    <section id="ficha-de-brassagem" data-report-page className="hidden text-[10pt] leading-snug print:block">
      <h2 className="text-base font-bold">
        Ficha de brassagem{values.style ? `: ${values.style.bjcp} ${values.style.name}` : ""}
      </h2>
      <p className="mb-2 text-[9pt]">
        {formatNumber(values.volume)} L no fermentador · eficiência {formatNumber(values.efficiency)}% · Cervejômetro,
        Receita de Cerveja
      </p>

      <dl className="mb-2 grid grid-cols-6 gap-1 border border-border p-1.5 text-center" data-testid="ficha-alvos">
        {[
          ["OG", fixed(r.og, d.og)],
          ["FG", fixed(r.fg, d.fg)],
          ["ABV", `${fixed(r.abv, d.abv)}%`],
          ["IBU", fixed(r.ibu.totalIBU, d.ibu)],
          ["Cor", `${fixed(r.ebc, d.ebc)} EBC`],
          ["Estilo", values.style ? values.style.bjcp : "—"],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-[8pt]">{label}</dt>
            <dd className="font-bold">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid grid-cols-2 gap-3">
        <table className="w-full border-collapse self-start">
          <caption className="text-left font-semibold">Maltes e açúcares</caption>
          <thead>
            <tr>
              <th className={`${cell} text-left`}>Malte</th>
              <th className={num}>kg</th>
              <th className={num}>EBC</th>
              <th className={num}>%</th>
            </tr>
          </thead>
          <tbody>
            {values.malts.map((m) => (
              <tr key={m.id}>
                <td className={cell}>{m.name || "Malte"}</td>
                <td className={num}>{fixed(m.kg, 3)}</td>
                <td className={num}>{formatNumber(m.ebc)}</td>
                <td className={num}>{fixed(r.shares[m.id] ?? 0, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full border-collapse self-start">
          <caption className="text-left font-semibold">Lúpulos (fervura)</caption>
          <thead>
            <tr>
              <th className={`${cell} text-left`}>Lúpulo</th>
              <th className={num}>α %</th>
              <th className={num}>g</th>
              <th className={num}>min</th>
              <th className={num}>IBU</th>
            </tr>
          </thead>
          <tbody>
            {values.hops.map((h) => (
              <tr key={h.id}>
                <td className={cell}>{h.name || "Lúpulo"}</td>
                <td className={num}>{formatNumber(h.alphaAcid)}</td>
                <td className={num}>{formatNumber(h.weight)}</td>
                <td className={num}>{formatNumber(h.boilTime)}</td>
                <td className={num}>{fixed(ibuOf.get(h.id) ?? 0, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-2 grid grid-cols-3 gap-3">
        <SheetList
          title="Dia da brassagem"
          rows={[
            ["Água da mostura", `${fixed(r.mashWater, 1)} L`],
            ["Temperatura da água", `${fixed(r.strikeTemp, d.strike)} °C`],
            ["Mostura", `${formatNumber(values.mashTemp)} °C`],
            ["Água de lavagem", `${fixed(r.spargeWater, 1)} L`],
            ["Pré-fervura", `${fixed(r.preBoilVolume, 1)} L · ${fixed(r.preBoilGravity, 3)}`],
            ["Fervura", `${formatNumber(values.boilTime)} min`],
          ]}
        />
        <SheetList
          title="Levedura"
          rows={[
            ["Levedura", values.yeast || "Personalizada"],
            ["Atenuação", `${formatNumber(values.attenuation)}%`],
            ["Células", `${formatNumber(Math.round(r.pitch.cells))} bilhões`],
            values.yeastForm === "seco"
              ? ["Fermento seco", `${formatNumber(r.pitch.dryPackets)} × 11,5 g`]
              : r.pitch.starter
                ? [
                    "Fermento líquido",
                    `${formatNumber(r.pitch.starter.packs)} + starter ${formatNumber(r.pitch.starter.litres)} L`,
                  ]
                : ["Fermento líquido", `${formatNumber(r.pitch.liquidPacks)} pacote(s)`],
          ]}
        />
        <SheetList
          title={`Carbonatação (${formatNumber(values.co2)} vol)`}
          rows={[
            ["Priming", `${fixed(r.priming.grams, 0)} g`],
            ["Açúcar", PRIMING_SUGAR_INFO[values.sugar].label],
            ["Barril", `${fixed(r.kegBar, d.pressure)} bar · ${fixed(r.kegPsi, d.pressure)} psi`],
            ["Serviço", `${formatNumber(values.servingTemp)} °C`],
          ]}
        />
      </div>
    </section>
  );
}

function SheetList({ title, rows }: { title: string; rows: (readonly [string, string])[] }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 border-b border-border py-0.5">
            <dt>{label}</dt>
            <dd className="text-right font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
