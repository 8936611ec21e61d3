// Party calculator (/festa): how much beer, non-alcoholic drinks and ice to buy, by the
// consumption model of docs/decisions/0008-party-model.md, revised (app/calculators/party.ts).
//
// Results recompute live: every change that leaves the form valid updates them at once;
// while a field is invalid its message shows under it and the result waits. The inputs
// live in the URL (docs/decisions/0003-url-state.md), so a shared link renders its result in the server HTML.
import type { Route } from "./+types/festa";
import { useRef, type FormEvent } from "react";
import { toast } from "~/lib/toast";
import { CONTAINERS, PARTY_DEFAULTS, partyFormFromSearch, PRICE_FORMAT, partyFormToQuery } from "~/calculators/party";
import { calculateParty, validatePartyForm } from "~/calculators/party-festa";
import {
  CalculatorColumns,
  CalculatorPage,
  FormCard,
  LiveFormActions,
  ResultCard,
} from "~/components/calculator/kit/calculator-page";
import { NumberField } from "~/components/calculator/kit/number-field";
import { useCountCalculation } from "~/components/calculator/kit/count-calculation";
import { ChoiceGroup } from "~/components/calculator/party/choice-group";
import { CONTAINER_OPTIONS, PROFILE_OPTIONS, WEATHER_OPTIONS } from "~/components/calculator/party/options";
import { PartyResultView, partySummary } from "~/components/calculator/party/party-result";
import { serverIsland } from "~/components/content/server-island";
import { useCalculatorForm } from "~/hooks/use-calculator-form";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { calculatorHead } from "~/lib/seo/head.server";
import { partyPreview } from "~/lib/seo/previews/party";

// "Como calculamos", the FAQ and the notes (party/notes.tsx): static text, in the server's HTML only (issue 12.2).
const Content = serverIsland(() => import("~/components/calculator/content-islands/festa"));

/** The bare page's inputs: a result for them is not the visitor's calculation (issue 26). */
const DEFAULT_QUERY = partyFormToQuery(PARTY_DEFAULTS);
const title = "Calculadora de Festa";
const description = "Calcule quanta cerveja, bebida sem álcool e gelo comprar para a sua festa ou churrasco.";
const INVALID_TOAST = "Dados inválidos";
const PLACEHOLDER = "Corrija os campos destacados para ver quanto comprar.";

export default function FestaPage() {
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    state: form,
    update,
    reset,
    showResult,
    focusFirstInvalid,
  } = useCalculatorForm({
    read: partyFormFromSearch,
    toQuery: partyFormToQuery,
    result: resultRef,
    form: formRef,
  });

  // Computed during render, so the server HTML of a shared link already has the result.
  const validation = validatePartyForm(form);
  const result = validation.ok ? calculateParty(validation.value) : undefined;
  // Issue 26: a result for the visitor's own numbers (the bare page's defaults say nothing).
  useCountCalculation("festa", result !== undefined && partyFormToQuery(form) !== DEFAULT_QUERY);
  const { errors } = validation;

  // "Ver resultado" on an invalid form: the first field to fix comes into view, focused,
  // with a toast saying why there is no result (issue 16: errors where the eye is).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (validation.ok) return showResult(event);
    event.preventDefault();
    focusFirstInvalid();
    toast.error(INVALID_TOAST, { description: PLACEHOLDER });
  }

  return (
    <CalculatorPage
      title={title}
      description={description}
      how={<Content id="festa-como-calculamos" part="how" />}
      related={<Content id="festa-beba-com-moderacao" part="responsible" />}
      faq={<Content id="festa-perguntas" part="faq" />}
    >
      <CalculatorColumns>
        <FormCard
          title="Dados da festa"
          description="Quem vem, quanto tempo dura e como a cerveja será comprada."
          onSubmit={onSubmit}
          formRef={formRef}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              id="bebem"
              label="Adultos que bebem cerveja"
              inputMode="numeric"
              value={form.bebem}
              onChange={update("bebem")}
              error={errors.bebem}
            />
            <NumberField
              id="nao_bebem"
              label="Adultos que não bebem"
              inputMode="numeric"
              hint="Não tomam bebida alcoólica."
              value={form.nao_bebem}
              onChange={update("nao_bebem")}
              error={errors.nao_bebem}
            />
            <NumberField
              id="criancas"
              label="Crianças"
              inputMode="numeric"
              value={form.criancas}
              onChange={update("criancas")}
              hint="Só nas bebidas sem álcool."
              error={errors.criancas}
            />
            <NumberField
              id="horas"
              label="Duração da festa"
              suffix="horas"
              value={form.horas}
              onChange={update("horas")}
              hint="De 1 a 12 horas (aceita 4,5)."
              error={errors.horas}
            />
          </div>

          <ChoiceGroup
            legend="Clima"
            name="clima"
            value={form.clima}
            options={WEATHER_OPTIONS}
            onChange={update("clima")}
          />
          <ChoiceGroup
            legend="Perfil de consumo"
            name="perfil"
            value={form.perfil}
            options={PROFILE_OPTIONS}
            onChange={update("perfil")}
            description={<Content id="festa-perfil-nota" part="profile" />}
          />
          <ChoiceGroup
            legend="Embalagem"
            name="embalagem"
            value={form.embalagem}
            options={CONTAINER_OPTIONS}
            onChange={update("embalagem")}
            gridClassName="grid-cols-3 sm:grid-cols-5"
          />

          <NumberField
            id="preco"
            label={`Preço por ${CONTAINERS[form.embalagem].unit.one} (opcional)`}
            value={form.preco}
            onChange={update("preco")}
            placeholder="Ex.: 3,49"
            suffix="R$"
            hint="Com o preço, mostramos o custo total e por adulto."
            format={PRICE_FORMAT}
            error={errors.preco}
          />

          <LiveFormActions onReset={() => reset(PARTY_DEFAULTS)} />
        </FormCard>

        <ResultCard
          headingRef={resultRef}
          summary={result ? partySummary(result) : "Recalculado a cada alteração."}
          placeholder={PLACEHOLDER}
        >
          {result ? <PartyResultView result={result} shareTitle={title} /> : null}
        </ResultCard>
      </CalculatorColumns>
    </CalculatorPage>
  );
}

// Issue 15: a shared link with a valid calculation previews its result (text and image).
// The head (title, description, link preview of the calculation in the address) is resolved on the
// server: the SEO code stays off the page (issue 12.2).
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await calculatorHead(url, partyPreview, { title, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
