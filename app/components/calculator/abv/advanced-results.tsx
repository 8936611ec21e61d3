// The advanced analysis' result and its "Como calculamos", with the advanced tab: their code
// loads only when that tab is shown (issue 12).
import { type Source, HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { abvStandard, formatAbv, formatAttenuation, formatGravity } from "~/calculators/abv";
import {
  abvBalling,
  abvDaniels,
  type AdvancedResult,
  FORMULA_LABELS,
  formatDegrees,
  MEASUREMENT_LABELS,
} from "~/calculators/abv-advanced";
import { Headline, Stat } from "~/components/calculator/abv/results";
import { SOURCES } from "~/components/calculator/abv/sources";
import { Warnings } from "~/components/calculator/abv/warnings";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";

export function AdvancedResultView({ result }: { result: AdvancedResult }) {
  const refractometer = result.measurement === "refractometer";
  const others = (
    [
      ["standard", abvStandard(result.ogCorrected, result.fgCorrected)],
      ["balling", abvBalling(result.ogCorrected, result.fgCorrected)],
      ["daniels", abvDaniels(result.ogCorrected, result.fgCorrected)],
    ] as const
  ).map(([f, abv]) => ({ formula: f, abv }));
  return (
    <div className="space-y-4">
      <Headline
        abv={result.abv}
        category={result.category}
        caption={`${FORMULA_LABELS[result.formula]} · ${MEASUREMENT_LABELS[result.measurement]}`}
      />
      <Warnings items={result.warnings} />
      <dl className="grid grid-cols-2 gap-2">
        <Stat label="Atenuação aparente" value={formatAttenuation(result.apparentAttenuation)} />
        <Stat label="Atenuação real" value={formatAttenuation(result.realAttenuation)} />
        <Stat label="Calorias" value={formatNumber(result.calories, { maximumFractionDigits: 0 })} unit="kcal/100 ml" />
        <Stat
          label="Densidade original corrigida"
          value={formatGravity(result.ogCorrected)}
          hint={
            refractometer
              ? `Leitura: ${formatDegrees(result.readings.og)} °Bx`
              : `Leitura: ${formatGravity(result.readings.og)}`
          }
        />
        <Stat
          label="Densidade final corrigida"
          value={formatGravity(result.fgCorrected)}
          hint={
            refractometer
              ? `Leitura: ${formatDegrees(result.readings.fg)} °Bx`
              : `Leitura: ${formatGravity(result.readings.fg)}`
          }
        />
        <Stat
          label={refractometer ? "Correção do refratômetro" : "Correção de temperatura"}
          value={
            refractometer
              ? `WCF ${formatNumber(result.wcf, { minimumFractionDigits: 2, maximumFractionDigits: 3 })}`
              : `× ${formatNumber(result.temperatureFactor ?? 1, { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`
          }
          hint={
            refractometer
              ? "FG pela fórmula de Terrill"
              : `${formatNumber(result.temperature, { maximumFractionDigits: 1 })} °C (calibração ${formatNumber(result.calibration, { maximumFractionDigits: 2 })} °C)`
          }
        />
        <Stat
          label="Extrato original"
          value={`${formatDegrees(result.ogPlato)} °P`}
          hint={`${formatDegrees(result.ogBrix)} °Bx`}
        />
        <Stat
          label="Extrato aparente final"
          value={`${formatDegrees(result.fgPlato)} °P`}
          hint={`${formatDegrees(result.fgBrix)} °Bx`}
        />
      </dl>
      <div className="rounded-lg border p-3">
        <p className="text-xs font-medium text-muted-foreground">As três fórmulas com as mesmas densidades</p>
        <ul className="mt-1 divide-y text-sm">
          {others.map((o) => (
            <li
              key={o.formula}
              className={cn("flex justify-between gap-2 py-1", o.formula === result.formula && "font-semibold")}
            >
              <span>
                {FORMULA_LABELS[o.formula]}
                {o.formula === result.formula ? <span className="sr-only"> (escolhida)</span> : null}
              </span>
              <span className="tabular-nums">{formatAbv(o.abv)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function AdvancedMethod({ result }: { result: AdvancedResult }) {
  const og = formatNumber(result.ogCorrected, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const fg = formatNumber(result.fgCorrected, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const sources: Source[] = [SOURCES.brewersFriendAbv];
  if (result.measurement === "refractometer") sources.push(SOURCES.brewersFriendRefrac, SOURCES.terrill);
  else sources.push(SOURCES.brewersFriendTemp);
  sources.push(SOURCES.hall);
  if (result.formula === "daniels") sources.push(SOURCES.daniels);
  sources.push(SOURCES.asbc);

  return (
    <HowWeCalculate sources={sources}>
      {result.measurement === "refractometer" ? (
        <p>
          <strong>Refratômetro</strong>: as leituras em °Bx são divididas pelo fator de correção do mosto (WCF). A OG
          vem da leitura original pela inversa <code>SG = 1 + P / (258,6 − (P / 258,2) × 227,1)</code>; a FG, pela
          cúbica de Terrill{" "}
          <code>
            1 − 0,0044993·OB + 0,011774·FB + 0,00027581·OB² − 0,0012717·FB² − 0,0000072800·OB³ + 0,000063293·FB³
          </code>
          , que desconta o efeito do álcool sobre a leitura.
        </p>
      ) : (
        <p>
          <strong>Temperatura</strong>: cada leitura é multiplicada por <code>f(T_leitura) / f(T_calibração)</code>, com{" "}
          <code>f(T) = 1,00130346 − 0,000134722124·T + 0,00000204052596·T² − 0,00000000232820948·T³</code> e T em °F
          (convertido de °C). A 20 °C num densímetro de 20 °C o fator é 1.
        </p>
      )}
      {result.formula === "standard" ? (
        <p>
          <strong>ABV padrão</strong>: <code>(OG − FG) × 131,25</code> — aqui,{" "}
          <code>
            ({og} − {fg}) × 131,25 = {formatAbv(result.abv)}
          </code>
          .
        </p>
      ) : result.formula === "daniels" ? (
        <p>
          <strong>ABV de Daniels</strong> (fórmula alternativa):{" "}
          <code>76,08 × (OG − FG) / (1,775 − OG) × FG / 0,794</code> — o primeiro termo é o álcool em peso e{" "}
          <code>FG / 0,794</code> o converte em volume (0,794 é a densidade do etanol). Aqui, com OG {og} e FG {fg}:{" "}
          {formatAbv(result.abv)}.
        </p>
      ) : (
        <p>
          <strong>ABV de Balling</strong> pelo extrato real: OE e AE em °P, <code>RE = 0,1808·OE + 0,8192·AE</code>,{" "}
          <code>ABW = (OE − RE) / (2,0665 − 0,010665·OE)</code> e <code>ABV = ABW × FG / 0,794</code>. Aqui, OE ={" "}
          {formatDegrees(result.ogPlato)} °P e AE = {formatDegrees(result.fgPlato)} °P: {formatAbv(result.abv)}.
        </p>
      )}
      <p>
        <strong>°Plato</strong>: <code>−616,868 + 1111,14·SG − 630,272·SG² + 135,997·SG³</code>; <strong>°Brix</strong>:{" "}
        <code>((182,4601·SG − 775,6821)·SG + 1262,7794)·SG − 669,5622</code>. <strong>Atenuação aparente</strong>{" "}
        <code>(OG − FG) / (OG − 1)</code>; <strong>real</strong> <code>(OE − RE) / OE</code>. <strong>Calorias</strong>{" "}
        pela fórmula da ASBC por 100 ml. Tudo calculado sobre as densidades corrigidas.
      </p>
    </HowWeCalculate>
  );
}
