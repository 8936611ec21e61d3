// ABV calculator (/abv): alcohol by volume from original and final gravity (docs/decisions/0001-calculator-formulas.md), a quick
// basic tab and an advanced analysis, plus the brewer's tools (refractometer, priming,
// dilution). The formulas are app/calculators/abv.ts and abv-tools.ts.
import type { Route } from "./+types/abv";
import FlaskConical from "lucide-react/icons/flask-conical";
import Gauge from "lucide-react/icons/gauge";
import { useEffect, useEffectEvent, useRef } from "react";
import {
  ADVANCED_DEFAULTS,
  type AbvTab,
  type AdvancedInput,
  BASIC_DEFAULTS,
  calculateBasic,
  validateGravities,
} from "~/calculators/abv";
import {
  type AbvToolName,
  dilutionDefaultsFor,
  patchTool,
  TOOL_DEFAULTS,
  TOOLS_UNUSED,
  toolsQuery,
} from "~/calculators/abv-tools-state";
import { BasicTab } from "~/components/calculator/abv/basic-tab";
import { typedBeforeHydration } from "~/components/calculator/abv/form-parts";
import { carryForTool, pageHref, readState, toQuery, withTab } from "~/components/calculator/abv/page-state";
import { deferredPart } from "~/components/calculator/deferred-part";
import { CalculatorPage } from "~/components/calculator/kit/calculator-page";
import { useCountCalculation } from "~/components/calculator/kit/count-calculation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { serverIsland } from "~/components/content/server-island";
import { announceReset, useCalculatorForm } from "~/hooks/use-calculator-form";
import { useHydrated } from "~/hooks/use-hydrated";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { calculatorHead } from "~/lib/seo/head.server";
import { abvPreview } from "~/lib/seo/previews/abv";

// "Como calculamos" and the FAQ: static text, in the server's HTML only (issue 12.2).
const Content = serverIsland(() => import("~/components/calculator/content-islands/abv"));

// The brewer's tools and the advanced tab: in the server's HTML, their code loaded when the
// visitor comes near the tools, or when the advanced tab is shown (issue 12.2). The tools start
// three screens down on a phone and are 210 of the page's elements: they are styled and laid out
// as they near the screen too (render-later, decision 0041), their measured height as the hint.
const DeferredAbvTools = deferredPart(() => import("~/components/calculator/abv/tools").then((m) => m.AbvTools), {
  id: "abv-ferramentas",
  when: "near",
  className: "render-later [--render-later-height:150rem] lg:[--render-later-height:93rem]",
});
const DeferredAdvancedTab = deferredPart(
  () => import("~/components/calculator/abv/advanced-tab").then((m) => m.AdvancedTab),
  { id: "abv-avancada", when: "now", className: "space-y-4" },
);

const defaultBasic = validateGravities(BASIC_DEFAULTS);
const DEFAULT_BASIC_ABV = defaultBasic.ok ? calculateBasic(defaultBasic.value).abv : undefined;

const title = "Calculadora de ABV";
const description =
  "Calcule o teor alcoólico da sua cerveja em percentual por volume (ABV) a partir das densidades original e final, com correções de temperatura e de refratômetro.";

export default function AbvPage() {
  const { state, setState } = useCalculatorForm({ read: readState, toQuery });
  const { tab, basic, advanced, submitted, tools } = state;
  const path = pageHref(state);
  const basicForm = useRef<HTMLFormElement>(null);
  const advancedForm = useRef<HTMLFormElement>(null);
  const refractometerForm = useRef<HTMLFormElement>(null);
  const primingForm = useRef<HTMLFormElement>(null);
  const dilutionForm = useRef<HTMLFormElement>(null);

  // What was typed (or picked) in the page's forms while the scripts were loading is taken
  // into the state, so the next render does not wipe it (issue 16): the basic form's once
  // after hydration, the tools' and the advanced tab's when they come alive
  // (calculator/deferred-part.tsx). A shown analysis stays as it was; a change to its fields marks it stale.
  function takeTyped(forms: readonly (HTMLFormElement | null)[]) {
    const typed = typedBeforeHydration(forms, "");
    if (typed === undefined) return;
    setState((s) => {
      const params = new URLSearchParams(toQuery(s));
      for (const [name, value] of typed) params.set(name, value);
      const next = readState(params);
      return toQuery(next) === toQuery(s) ? s : { ...next, submitted: s.submitted };
    });
  }
  const takeTypedBeforeHydration = useEffectEvent(() =>
    takeTyped([basicForm, advancedForm, refractometerForm, primingForm, dilutionForm].map((f) => f.current)),
  );
  useEffect(() => takeTypedBeforeHydration(), []);

  // The ABV the visitor just computed (the basic tab's from their readings, or the analysis
  // shown): the dilution tool starts from it (issue 27 section 3), on the server's HTML of a
  // link too. The untouched page keeps the spec's defaults (8,5 → 6,0 % in 20 L).
  const basicCheck = validateGravities(basic);
  const basicAbv = basicCheck.ok ? calculateBasic(basicCheck.value).abv : undefined;
  const computedAbv =
    tab === "avancada" ? submitted?.result?.abv : basicAbv === DEFAULT_BASIC_ABV ? undefined : basicAbv;
  const dilutionDefaults = dilutionDefaultsFor(computedAbv);
  // Issue 26: an ABV for the visitor's own readings (basic tab) or an analysis shown (advanced).
  useCountCalculation("abv", computedAbv !== undefined);
  const defaultsOf = (name: AbvToolName) => (name === "dilution" ? dilutionDefaults : TOOL_DEFAULTS[name]);

  /** The rest of the page's state for a form to carry: the tools' for the calculator (a tool's: carryForTool). */
  const toolsCarry = toolsQuery(tools);

  function changeTab(value: string) {
    setState((s) => withTab(s, value === "avancada" ? "avancada" : "basica"));
  }

  /**
   * A tab is also a link to the page showing it, for a visitor whose scripts have not run
   * (the tabs switch in place only once hydrated). Until then both are in the tab order, as
   * links: the arrow keys, which reach the tab that is not a tab stop, do not work yet either.
   */
  const hydrated = useHydrated();
  const tabLink = (next: AbvTab) => ({
    href: pageHref(withTab(state, next)),
    ...(hydrated ? {} : { tabIndex: 0 }),
  });

  return (
    <CalculatorPage
      title={title}
      description={description}
      related={
        <DeferredAbvTools
          tools={tools}
          onChange={(name, patch) => setState((s) => ({ ...s, tools: patchTool(s.tools, name, patch) }))}
          onUse={(name) =>
            setState((s) => ({ ...s, tools: { ...s.tools, [name]: s.tools[name] ?? defaultsOf(name) } }))
          }
          onReset={(name) => {
            setState((s) => ({ ...s, tools: { ...s.tools, [name]: TOOLS_UNUSED[name] } }));
            announceReset();
          }}
          carry={(name) => carryForTool(state, name)}
          resetHref={(name) => pageHref({ ...state, tools: { ...tools, [name]: null } })}
          formRefs={{ refractometer: refractometerForm, priming: primingForm, dilution: dilutionForm }}
          dilutionDefaults={dilutionDefaults}
          onTyped={takeTyped}
        />
      }
      faq={<Content id="abv-perguntas" part="faq" className="render-later" />}
    >
      <Tabs value={tab} onValueChange={changeTab} className="gap-4">
        <TabsList className="grid h-11 w-full grid-cols-2 sm:w-96">
          <TabsTrigger value="basica" className="gap-2" {...tabLink("basica")}>
            <Gauge aria-hidden="true" /> Básica
          </TabsTrigger>
          <TabsTrigger value="avancada" className="gap-2" {...tabLink("avancada")}>
            <FlaskConical aria-hidden="true" /> Avançada
          </TabsTrigger>
        </TabsList>

        <TabsContent value="basica" className="space-y-4">
          <BasicTab
            basic={basic}
            onChange={(next) => setState((s) => ({ ...s, basic: next }))}
            onReset={() => {
              setState((s) => ({ ...s, basic: { ...BASIC_DEFAULTS } }));
              announceReset();
            }}
            resetHref={pageHref({ ...state, basic: { ...BASIC_DEFAULTS } })}
            path={path}
            tools={tools}
            carry={toolsCarry}
            formRef={basicForm}
          />
        </TabsContent>

        <TabsContent value="avancada" className="space-y-4">
          <DeferredAdvancedTab
            advanced={advanced}
            onChange={(patch: Partial<AdvancedInput>) =>
              setState((s) => ({ ...s, advanced: { ...s.advanced, ...patch } }))
            }
            submitted={submitted}
            onSubmitted={(next) => setState((s) => ({ ...s, submitted: next }))}
            onReset={() => {
              setState((s) => ({ ...s, advanced: { ...ADVANCED_DEFAULTS }, submitted: null }));
              announceReset();
            }}
            resetHref={pageHref({ ...state, advanced: { ...ADVANCED_DEFAULTS }, submitted: null })}
            path={path}
            tools={tools}
            carry={toolsCarry}
            formRef={advancedForm}
            onTyped={takeTyped}
          />
        </TabsContent>
      </Tabs>
    </CalculatorPage>
  );
}

// Issue 15: a shared link with a valid calculation previews its result (text and image).
// The head (title, description, link preview of the calculation in the address) is resolved on the
// server: the SEO code stays off the page (issue 12.2).
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await calculatorHead(url, abvPreview, { title, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
