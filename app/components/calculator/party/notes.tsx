// The static notes of /festa and /por-pessoa (docs/decisions/0008-party-model.md): what the consumption
// profiles mean and "Beba com moderação". Plain text that never changes, so the pages render
// them through their content islands (content-islands/festa.tsx, por-pessoa.tsx): in the
// server's HTML, not in the pages' scripts (issue 12.2).
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";

/**
 * docs/decisions/0008-party-model.md: what the profiles mean, in cans and in standard drinks (14 g), and the Vigitel and WHO lines for heavy episodic drinking (60 g of
 * pure alcohol or more on one occasion; a 350 ml can at 5 % holds about 14 g, so 4 to 5
 * cans). Shown under the profile choice on both calculators.
 */
export function ProfileNote() {
  return (
    <p>
      Em 4 horas, com latas de 350 ml: leve, cerca de 3 latas; médio, cerca de 4; intenso, cerca de 5 a 6. Uma{" "}
      <strong className="font-medium text-foreground">dose padrão (14 g de álcool)</strong> é o álcool de uma lata de
      350 ml a 5%: os perfis são, então, cerca de 3, 4 e 5 a 6 doses.{" "}
      <strong className="font-medium text-foreground">Atenção:</strong> para o Ministério da Saúde (Vigitel), 4 doses ou
      mais numa mesma ocasião para mulheres, e 5 ou mais para homens, já é consumo abusivo; para a Organização Mundial
      da Saúde, 60 g de álcool ou mais numa mesma ocasião (4 a 5 latas de 350 ml) é consumo episódico pesado.
    </p>
  );
}

/** docs/decisions/0008-party-model.md: "Beba com moderação", not for under-18s, don't drink and drive. */
export function ResponsibleDrinking() {
  return (
    <aside
      aria-labelledby="responsible-title"
      className="mt-6 rounded-xl border border-primary/40 bg-accent/50 p-4 sm:p-5"
      data-testid="responsible-drinking"
    >
      <h2 id="responsible-title" className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert className="size-5 text-primary" aria-hidden="true" /> Beba com moderação
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed">
        <li>
          Bebidas alcoólicas são proibidas para menores de 18 anos: vender, servir ou entregar álcool a crianças e
          adolescentes é crime (Estatuto da Criança e do Adolescente, art. 243, com a Lei nº 13.106/2015).
        </li>
        <li>
          <strong>Se beber, não dirija.</strong> A Lei Seca (Lei nº 11.705/2008 e Lei nº 12.760/2012) tem tolerância
          zero: combine antes quem volta dirigindo sem beber, ou use táxi, aplicativo ou transporte público.
        </li>
        <li>
          O corpo de um adulto elimina, em média, só cerca de 7 g de álcool por hora, menos que os 14 g de uma lata de
          350 ml a 5%: mesmo uma lata por hora faz o álcool se acumular no sangue. Para a Organização Mundial da Saúde,
          60 g de álcool ou mais numa mesma ocasião (4 a 5 latas) é consumo episódico pesado.
        </li>
        <li>
          Ofereça água e comida durante toda a festa, respeite quem não quer beber e não insista. Os números desta
          página são para planejar compras, não uma meta de consumo.
        </li>
      </ul>
    </aside>
  );
}
