// Beer per person (/por-pessoa): litres and units per person and in total, and the pace,
// by the consumption model of docs/decisions/0008-party-model.md, revised (app/calculators/party.ts), the
// same as /festa, weather included (issue 29 item 6). Results recompute live while the form is valid;
// the inputs live in the URL (docs/decisions/0003-url-state.md).
import type { Route } from "./+types/por-pessoa";
import { useRef, type FormEvent } from "react";
import { toast } from "~/lib/toast";
import { PER_PERSON_DEFAULTS, perPersonFormFromSearch, perPersonFormToQuery } from "~/calculators/party";
import { calculatePerPerson, validatePerPersonForm } from "~/calculators/party-per-person";
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
import { PerPersonResultView, perPersonSummary } from "~/components/calculator/party/per-person-result";
import { serverIsland } from "~/components/content/server-island";
import { useCalculatorForm } from "~/hooks/use-calculator-form";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { calculatorHead } from "~/lib/seo/head.server";
import { perPersonPreview } from "~/lib/seo/previews/per-person";

// "Como calculamos", the FAQ and the notes (party/notes.tsx): static text, in the server's HTML only (issue 12.2).
const Content = serverIsland(() => import("~/components/calculator/content-islands/por-pessoa"));

/** The bare page's inputs: a result for them is not the visitor's calculation (issue 26). */
const DEFAULT_QUERY = perPersonFormToQuery(PER_PERSON_DEFAULTS);
const title = "Cerveja por Pessoa";
const description =
  "Descubra quantos litros e quantas latas de cerveja cada pessoa consome conforme a duração e o ritmo do evento.";
const INVALID_TOAST = "Dados inválidos";
const PLACEHOLDER = "Corrija os campos destacados para ver o consumo.";

export default function PorPessoaPage() {
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    state: form,
    update,
    reset,
    showResult,
    focusFirstInvalid,
  } = useCalculatorForm({
    read: perPersonFormFromSearch,
    toQuery: perPersonFormToQuery,
    result: resultRef,
    form: formRef,
  });

  // Computed during render, so the server HTML of a shared link already has the result.
  const validation = validatePerPersonForm(form);
  const result = validation.ok ? calculatePerPerson(validation.value) : undefined;
  // Issue 26: a result for the visitor's own numbers (the bare page's defaults say nothing).
  useCountCalculation("por-pessoa", result !== undefined && perPersonFormToQuery(form) !== DEFAULT_QUERY);
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
      how={<Content id="por-pessoa-como-calculamos" part="how" className="render-later" />}
      related={<Content id="por-pessoa-beba-com-moderacao" part="responsible" />}
      faq={<Content id="por-pessoa-perguntas" part="faq" className="render-later" />}
    >
      <CalculatorColumns>
        <FormCard
          title="Seu evento"
          description="Quantas pessoas bebem, por quanto tempo, com que calor e em que ritmo."
          onSubmit={onSubmit}
          formRef={formRef}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              id="pessoas"
              label="Pessoas que bebem"
              hint="Só quem vai beber cerveja."
              inputMode="numeric"
              value={form.pessoas}
              onChange={update("pessoas")}
              error={errors.pessoas}
            />
            <NumberField
              id="horas"
              label="Duração do evento"
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
            description={<Content id="por-pessoa-perfil-nota" part="profile" />}
          />
          <ChoiceGroup
            legend="Embalagem"
            name="embalagem"
            value={form.embalagem}
            options={CONTAINER_OPTIONS}
            onChange={update("embalagem")}
            gridClassName="grid-cols-3 sm:grid-cols-5"
          />
          <LiveFormActions onReset={() => reset(PER_PERSON_DEFAULTS)} />
        </FormCard>

        <ResultCard
          headingRef={resultRef}
          summary={result ? perPersonSummary(result) : "Recalculado a cada alteração."}
          placeholder={PLACEHOLDER}
        >
          {result ? <PerPersonResultView result={result} shareTitle={title} /> : null}
        </ResultCard>
      </CalculatorColumns>
    </CalculatorPage>
  );
}

// Issue 15: a shared link with a valid calculation previews its result (text and image).
// The head (title, description, link preview of the calculation in the address) is resolved on the
// server: the SEO code stays off the page (issue 12.2).
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await calculatorHead(url, perPersonPreview, { title, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
