// Pieces shared by the party calculator (/festa) and beer per person (/por-pessoa):
// pt-BR wording of the results, the result tiles, the links onward and the
// responsible-drinking note (docs/decisions/0008-party-model.md).
import { ArrowRight, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Container } from "~/calculators/party";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";

/** "38,5 L" (at most `digits` decimals, pt-BR). */
export function litres(n: number, digits = 1) {
  return `${formatNumber(n, { maximumFractionDigits: digits })} L`;
}

/**
 * Portuguese counts: below 2 the noun stays singular ("1 lata", "0,9 lata",
 * "1,5 lata"), from 2 on it is plural; zero is plural ("0 latas"). The noun is chosen
 * on the number as displayed, so 1,96 shown as "2" reads "2 latas".
 */
export function countOf(n: number, one: string, many: string, digits = 0) {
  const factor = 10 ** digits;
  const shown = Math.round(n * factor) / factor;
  const word = shown !== 0 && Math.abs(shown) < 2 ? one : many;
  return `${formatNumber(shown, { maximumFractionDigits: digits })} ${word}`;
}

/** "110 latas de 350 ml" */
export function unitsText(n: number, container: Container, digits = 0) {
  return `${countOf(n, container.unit.one, container.unit.many, digits)} de ${container.volume}`;
}

/** "10 fardos de 12" */
export function packsText(n: number, container: Container) {
  return `${countOf(n, container.pack.one, container.pack.many)} de ${container.pack.size}`;
}

/** "60 min", "1 h 26 min", "2 h" */
export function minutesText(minutes: number) {
  const total = Math.round(minutes);
  if (total < 90) return `${formatNumber(total)} min`;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m === 0 ? `${formatNumber(h)} h` : `${formatNumber(h)} h ${formatNumber(m)} min`;
}

/** One figure of the result: a label, the number in large type, a line of detail. */
export function ResultTile({
  icon,
  label,
  value,
  detail,
  className,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={cn("rounded-lg border bg-background/60 p-4 dark:bg-background/30", className)} data-testid={testId}>
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight tabular-nums">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

export interface OnwardLink {
  to: string;
  label: string;
  description: string;
}

/** Links to the next tool, prefilled where the other tool reads the same inputs. */
export function OnwardLinks({ links }: { links: OnwardLink[] }) {
  return (
    <nav aria-label="Próximos passos" className="space-y-2">
      <h3 className="text-sm font-semibold">Próximos passos</h3>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="group flex items-center justify-between gap-3 rounded-md border bg-background px-3 py-2 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30 dark:hover:bg-input/50"
            >
              <span>
                <span className="block font-medium">{link.label}</span>
                <span className="block text-xs text-muted-foreground">{link.description}</span>
              </span>
              <ArrowRight
                className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * docs/decisions/0008-party-model.md: what the profiles mean, and the WHO's line for heavy episodic drinking (60 g of
 * pure alcohol or more on one occasion; a 350 ml can at 5 % holds about 14 g, so 4 to 5
 * cans). Shown under the profile choice on both calculators.
 */
export function ProfileNote() {
  return (
    <p>
      Em 4 horas, com latas de 350 ml: leve, cerca de 3 latas; moderado, cerca de 4; intenso, cerca de 5 a 6.{" "}
      <strong className="font-medium text-foreground">Atenção:</strong> para a Organização Mundial da Saúde, 60 g de
      álcool ou mais numa mesma ocasião (4 a 5 latas de 350 ml) já é consumo episódico pesado.
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
