// /por-pessoa's result: per person, the pace, the total, sharing and the links onward (docs/decisions/0008-party-model.md).
import Beer from "lucide-react/icons/beer";
import Gauge from "lucide-react/icons/gauge";
import Users from "lucide-react/icons/users";
import {
  comparatorHref,
  partyHrefFromPerPerson,
  PROFILE_LABELS,
  TAPER_AFTER_HOURS,
  WEATHER_LABELS,
  type PerPersonResult,
} from "~/calculators/party";
import {
  countOf,
  litres,
  minutesText,
  OnwardLinks,
  packsText,
  ResultTile,
  unitsText,
} from "~/components/calculator/party/parts";
import { ShareButton } from "~/components/calculator/share-button";

/** The line under "Resultado": the profile, the hours, the weather. */
export function perPersonSummary(result: PerPersonResult) {
  return `Perfil ${PROFILE_LABELS[result.input.profile].toLowerCase()}, ${countOf(result.input.hours, "hora", "horas", 1)}, clima ${WEATHER_LABELS[result.input.weather].toLowerCase()}.`;
}

export function PerPersonResultView({ result, shareTitle }: { result: PerPersonResult; shareTitle: string }) {
  const { container, input } = result;
  const perPersonUnits = unitsText(result.perPersonUnits, container, 1);
  const perHour = (n: number) => countOf(n, container.unit.one, container.unit.many, 1);
  const shareText = `Cerveja por pessoa (${countOf(input.hours, "hora", "horas", 1)}, clima ${WEATHER_LABELS[input.weather].toLowerCase()}, perfil ${PROFILE_LABELS[input.profile].toLowerCase()}): ${litres(result.perPersonLitres, 2)} (${perPersonUnits}) por pessoa; para ${countOf(input.people, "pessoa", "pessoas")}, ${litres(result.totalLitres)} (${unitsText(result.totalUnits, container)}).`;
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultTile
          testId="por-pessoa"
          icon={<Beer className="size-4 text-primary" aria-hidden="true" />}
          label="Por pessoa"
          value={litres(result.perPersonLitres, 2)}
          detail={`≈ ${perPersonUnits} em ${countOf(input.hours, "hora", "horas", 1)}`}
        />
        <ResultTile
          testId="ritmo"
          icon={<Gauge className="size-4 text-primary" aria-hidden="true" />}
          label="Ritmo por hora"
          value={perHour(result.unitsPerHour)}
          detail={
            input.hours > TAPER_AFTER_HOURS
              ? `Em média, uma ${container.unit.one} a cada ${minutesText(result.minutesPerUnit)}: ${perHour(result.unitsPerHourFirst)} por hora nas ${TAPER_AFTER_HOURS} primeiras horas e ${perHour(result.unitsPerHourLater)} por hora depois.`
              : `Por pessoa: uma ${container.unit.one} a cada ${minutesText(result.minutesPerUnit)}`
          }
        />
        <ResultTile
          className="border-primary/40 bg-accent/60 sm:col-span-2 dark:bg-accent/40"
          testId="total"
          icon={<Users className="size-4 text-primary" aria-hidden="true" />}
          label={`Total para ${countOf(input.people, "pessoa", "pessoas")}`}
          value={
            <>
              {unitsText(result.totalUnits, container)}
              <span className="mt-0.5 block text-base font-medium text-muted-foreground">
                {litres(result.totalLitres)} · {packsText(result.packs, container)}
              </span>
            </>
          }
          detail={`Inclui 10% de margem sobre o consumo estimado de ${litres(result.totalBaseLitres, 2)}.`}
        />
      </dl>

      <div className="flex flex-wrap gap-2">
        <ShareButton title={shareTitle} text={shareText} />
      </div>

      <OnwardLinks
        links={[
          {
            to: partyHrefFromPerPerson(input),
            label: "Planejar a festa completa",
            description: "Some quem não bebe, crianças, bebidas sem álcool, gelo e custo.",
          },
          {
            to: comparatorHref(input.containerMl),
            label: "Comparar preços",
            description: "Descubra qual embalagem sai mais barata por litro antes de comprar.",
          },
          {
            to: "/orcamento",
            label: "Planejar o orçamento de bebidas",
            description: "Divida a verba entre cerveja, vinho, destilados e bebidas sem álcool.",
          },
        ]}
      />
    </div>
  );
}
