// The basic tab's "Como calculamos", with the visitor's numbers: in the server's HTML, its code
// loaded when the visitor comes near it (basic-tab.tsx, issue 12).
import { type BasicResult, formatAbv, formatGravity } from "~/calculators/abv";
import { SOURCES } from "~/components/calculator/abv/sources";
import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";

export function BasicMethod({ result }: { result: BasicResult | undefined }) {
  return (
    <HowWeCalculate sources={[SOURCES.brewersFriendAbv, SOURCES.asbc, SOURCES.hall]}>
      <p>
        <strong>ABV</strong> pela fórmula padrão: <code>ABV = (OG − FG) × 131,25</code>
        {result ? (
          <>
            {" "}
            — aqui,{" "}
            <code>
              ({formatGravity(result.og)} − {formatGravity(result.fg)}) × 131,25 = {formatAbv(result.abv)}
            </code>
          </>
        ) : null}
        .
      </p>
      <p>
        <strong>Atenuação aparente</strong>: <code>(OG − FG) / (OG − 1) × 100</code>. <strong>Atenuação real</strong>:
        em graus Plato, <code>(OE − RE) / OE × 100</code>, com o extrato real <code>RE = 0,1808·OE + 0,8192·AE</code>{" "}
        (OE e AE são OG e FG convertidas para °P pela cúbica de Hall). Com OG = 1,000 não há açúcar a atenuar e
        mostramos “—”.
      </p>
      <p>
        <strong>Calorias por 100 ml</strong> (fórmula da ASBC para 355 ml dividida por 3,55): do álcool{" "}
        <code>529,92 × FG × (OG − FG) / (1,775 − OG)</code> mais dos carboidratos{" "}
        <code>1000 × FG × (0,1808·OG + 0,8192·FG − 1,0004)</code>, arredondadas.
      </p>
      <p>
        <strong>Categoria</strong> pelo ABV mostrado: abaixo de 4% Leve, abaixo de 6% Médio, abaixo de 8% Forte, acima
        disso Muito forte.
      </p>
    </HowWeCalculate>
  );
}
