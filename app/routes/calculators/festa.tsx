// Party calculator (/festa): how much beer, non-alcoholic drinks and ice to buy, by the
// consumption model of docs/decisions/0008-party-model.md, revised (app/calculators/party.ts),
// and the plan around it (issue 29, D19, app/calculators/party-plan.ts): the churrasco, the
// priced shopping list, and the split with each part's Pix code.
//
// One GET form holds every field of the page (the party's, the list's prices, the split's), so
// without JavaScript it sends the whole plan, and its fields' names are the URL's (D3, D19).
//
// Results recompute live: every change that leaves the form valid updates them at once;
// while a field is invalid its message shows under it and the result waits. The inputs
// live in the URL (docs/decisions/0003-url-state.md), so a shared link renders its result in the server HTML.
import type { Route } from "./+types/festa";
import { lazy, Suspense, useRef, type FormEvent } from "react";
import { toast } from "~/lib/toast";
import { calculateParty, validatePartyForm } from "~/calculators/party-festa";
import {
  buildShoppingList,
  calculateChurrasco,
  FESTA_DEFAULTS,
  festaFormFromSearch,
  festaFormToQuery,
  validatePlanForm,
  type FestaForm,
} from "~/calculators/party-plan";
import {
  CalculatorColumns,
  CalculatorForm,
  CalculatorPage,
  InputsCard,
  LiveFormActions,
  ResultCard,
} from "~/components/calculator/kit/calculator-page";
import { NumberField } from "~/components/calculator/kit/number-field";
import { useCountCalculation } from "~/components/calculator/kit/count-calculation";
import { ChoiceGroup } from "~/components/calculator/party/choice-group";
import { CONTAINER_OPTIONS, PROFILE_OPTIONS, WEATHER_OPTIONS } from "~/components/calculator/party/options";
import { ChurrascoFields } from "~/components/calculator/party/churrasco-fields";
import { FormSwitch } from "~/components/calculator/party/form-switch";
import { PartyResultView, partySummary } from "~/components/calculator/party/party-result";
import { ShoppingListCard } from "~/components/calculator/party/shopping-list";
import { serverIsland } from "~/components/content/server-island";
import { useCalculatorForm } from "~/hooks/use-calculator-form";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { calculatorHead } from "~/lib/seo/head.server";
import { partyPreview } from "~/lib/seo/previews/party";

// "Como calculamos", the FAQ and the notes (party/notes.tsx): static text, in the server's HTML only (issue 12.2).
const Content = serverIsland(() => import("~/components/calculator/content-islands/festa"));

// The split, once "Dividir a conta" is on: its code (the split, the Pix codes, and the QR library
// it loads in turn) is a chunk of its own, fetched only when the split is shown (issue 29: not
// on a first visit of the calculator). The server renders it whole (entry.server waits for every
// Suspense boundary); a hydrating browser keeps that HTML until the chunk is here.
const SplitSection = lazy(() =>
  import("~/components/calculator/party/split-section").then((m) => ({ default: m.SplitSection })),
);

/** The bare page's inputs: a result for them is not the visitor's calculation (issue 26). */
const DEFAULT_QUERY = festaFormToQuery(FESTA_DEFAULTS);
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
  } = useCalculatorForm<FestaForm>({
    read: festaFormFromSearch,
    toQuery: festaFormToQuery,
    result: resultRef,
    form: formRef,
  });

  // Computed during render, so the server HTML of a shared link already has the result, the
  // list and the split.
  const validation = validatePartyForm(form);
  const plan = validatePlanForm(form);
  const result = validation.ok ? calculateParty(validation.value) : undefined;
  const churrasco =
    result && plan.input?.churrasco
      ? calculateChurrasco(result.adults, result.input.children, result.input.hours, plan.input.churrasco)
      : undefined;
  const list = result && plan.input ? buildShoppingList(result, plan.input, churrasco) : undefined;
  // Issue 26: a result for the visitor's own numbers (the bare page's defaults say nothing).
  useCountCalculation("festa", result !== undefined && festaFormToQuery(form) !== DEFAULT_QUERY);
  const errors = { ...validation.errors, ...plan.errors };

  // "Ver resultado" on an invalid form: the first field to fix comes into view, focused,
  // with a toast saying why there is no result (issue 16: errors where the eye is).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (validation.ok && plan.input) return showResult(event);
    event.preventDefault();
    focusFirstInvalid();
    toast.error(INVALID_TOAST, { description: PLACEHOLDER });
  }

  return (
    <CalculatorPage
      title={title}
      description={description}
      how={<Content id="festa-como-calculamos" part="how" className="render-later" />}
      related={<Content id="festa-beba-com-moderacao" part="responsible" />}
      faq={<Content id="festa-perguntas" part="faq" className="render-later" />}
    >
      <CalculatorForm formRef={formRef} onSubmit={onSubmit} aria-label="Dados da festa">
        <CalculatorColumns>
          <InputsCard
            title="Dados da festa"
            description="Quem vem, quanto tempo dura, como a cerveja será comprada e se tem churrasco."
          >
            <div className="space-y-6">
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

              <ChurrascoFields form={form} update={update} errors={errors} />

              <LiveFormActions onReset={() => reset(FESTA_DEFAULTS)} />
            </div>
          </InputsCard>

          <ResultCard
            headingRef={resultRef}
            summary={result ? partySummary(result) : "Recalculado a cada alteração."}
            placeholder={PLACEHOLDER}
          >
            {result ? <PartyResultView result={result} shareTitle={title} churrasco={churrasco} list={list} /> : null}
          </ResultCard>
        </CalculatorColumns>

        <ShoppingListCard form={form} update={update} errors={errors} list={list} party={result} />

        <InputsCard
          title="Racha"
          description="Quanto cada convidado paga, com o código Pix de cada parte."
          className="mt-6"
        >
          <FormSwitch
            name="racha"
            label="Dividir a conta"
            hint="A cerveja fica com quem bebe; comida, bebidas sem álcool, gelo e carvão, com todos os adultos. Crianças não pagam, a não ser que você as inclua."
            checked={form.racha}
            onChange={update("racha")}
          />
          {form.racha ? (
            <div className="mt-4">
              <Suspense fallback={null}>
                <SplitSection
                  form={form}
                  update={update}
                  list={list}
                  drinkers={result?.input.drinkers ?? 0}
                  nonDrinkers={result?.input.nonDrinkers ?? 0}
                  children={result?.input.children ?? 0}
                />
              </Suspense>
            </div>
          ) : null}
        </InputsCard>
      </CalculatorForm>
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
