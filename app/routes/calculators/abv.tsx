// ABV calculator (/abv): alcohol by volume from original and final gravity (docs/decisions/0001-calculator-formulas.md), a quick
// basic tab and an advanced analysis, plus the brewer's tools (refractometer, priming,
// dilution). The formulas are app/calculators/abv.ts and abv-tools.ts.
import type { MetaFunction } from "react-router";
import { FlaskConical, Gauge } from "lucide-react";
import {
  type AbvTab,
  type AbvUrlState,
  type AdvancedInput,
  advancedQuery,
  advancedResultFor,
  basicQuery,
  parseAbvQuery,
} from "~/calculators/abv";
import { AdvancedTab, type Submitted } from "~/components/calculator/abv/advanced-tab";
import { BasicTab } from "~/components/calculator/abv/basic-tab";
import { ABV_PRINT_CSS } from "~/components/calculator/abv/result-actions";
import { AbvTools } from "~/components/calculator/abv/tools";
import { CalculatorPage } from "~/components/calculator/kit/calculator-page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { abvFaq } from "~/content/calculators/abv";
import { useCalculatorForm } from "~/hooks/use-calculator-form";
import { calculatorMeta } from "~/lib/seo/meta";
import { abvPreview } from "~/lib/seo/previews";

const title = "Calculadora de ABV";
const description =
  "Calcule o teor alcoólico da sua cerveja em percentual por volume (ABV) a partir das densidades original e final, com correções de temperatura e de refratômetro.";

interface AbvState extends AbvUrlState {
  /** The last "Calcular análise", or the analysis a shared advanced link describes. */
  submitted: Submitted | null;
}

/** docs/decisions/0003-url-state.md: the first render reads the inputs from the URL (also on the server), so a shared link renders its result in the HTML. */
function readState(params: URLSearchParams): AbvState {
  const url = parseAbvQuery(params);
  const result = url.tab === "avancada" ? advancedResultFor(url.advanced) : undefined;
  return { ...url, submitted: result ? { result, input: url.advanced, at: null } : null };
}

const toQuery = (s: AbvState) => (s.tab === "avancada" ? advancedQuery(s.advanced) : basicQuery(s.basic));

export default function AbvPage() {
  const { state, setState } = useCalculatorForm({ read: readState, toQuery });
  const { tab, basic, advanced, submitted } = state;
  const path = `/abv?${toQuery(state)}`;

  function changeTab(value: string) {
    const next: AbvTab = value === "avancada" ? "avancada" : "basica";
    setState((s) => {
      if (next === s.tab) return s;
      // The same beer on both tabs: hydrometer readings follow the visitor across.
      if (s.advanced.measurement !== "hydrometer") return { ...s, tab: next };
      return next === "avancada"
        ? { ...s, tab: next, advanced: { ...s.advanced, og: s.basic.og, fg: s.basic.fg } }
        : { ...s, tab: next, basic: { og: s.advanced.og, fg: s.advanced.fg } };
    });
  }

  return (
    <CalculatorPage title={title} description={description} related={<AbvTools />} faq={abvFaq}>
      <style dangerouslySetInnerHTML={{ __html: ABV_PRINT_CSS }} />
      <Tabs value={tab} onValueChange={changeTab} className="gap-4">
        <TabsList className="grid h-11 w-full grid-cols-2 sm:w-96">
          <TabsTrigger value="basica" className="gap-2">
            <Gauge aria-hidden="true" /> Básica
          </TabsTrigger>
          <TabsTrigger value="avancada" className="gap-2">
            <FlaskConical aria-hidden="true" /> Avançada
          </TabsTrigger>
        </TabsList>

        <TabsContent value="basica" className="space-y-4">
          <BasicTab basic={basic} onChange={(next) => setState((s) => ({ ...s, basic: next }))} path={path} />
        </TabsContent>

        <TabsContent value="avancada" className="space-y-4">
          <AdvancedTab
            advanced={advanced}
            onChange={(patch: Partial<AdvancedInput>) =>
              setState((s) => ({ ...s, advanced: { ...s.advanced, ...patch } }))
            }
            submitted={submitted}
            onSubmitted={(next) => setState((s) => ({ ...s, submitted: next }))}
            path={path}
          />
        </TabsContent>
      </Tabs>
    </CalculatorPage>
  );
}

// Issue 15: a shared link with a valid calculation previews its result (text and image).
export const meta: MetaFunction = (args) => calculatorMeta(abvPreview, args, { title, description });
