// The /abv page's state and its addresses (docs/decisions/0003-url-state.md): what the route
// reads from the URL, the query it writes back, and the links its tabs and "Redefinir" carry.
// Pure, so the route keeps only the composition (issue 13: routes under 180 lines).
import { type AbvTab, type AbvUrlState, advancedQuery, basicQuery, parseAbvQuery } from "~/calculators/abv";
import { type AbvToolName, type AbvTools, parseToolsQuery, toolsQuery } from "~/calculators/abv-tools-state";
import type { Submitted } from "~/components/calculator/abv/advanced-tab";

export interface AbvState extends AbvUrlState {
  /** The last "Calcular análise", or the analysis a shared advanced link describes. */
  submitted: Submitted | null;
  /** The brewer's tools; each one used is in the URL and in the export (issue 16). */
  tools: AbvTools;
}

/**
 * docs/decisions/0003-url-state.md: the first render reads the inputs from the URL (also on the server), so a shared
 * link renders its result in the HTML. The same holds for a form submitted without
 * JavaScript (issue 16): its fields are the query.
 */
export function readState(params: URLSearchParams): AbvState {
  const url = parseAbvQuery(params);
  return {
    ...url,
    // The advanced tab calculates it (analysisOf): its code is not on a first visit (issue 12).
    submitted: url.tab === "avancada" ? { input: url.advanced, at: null } : null,
    tools: parseToolsQuery(params),
  };
}

const joinQuery = (...parts: string[]) => parts.filter(Boolean).join("&");
const calculatorQuery = (s: AbvState) => (s.tab === "avancada" ? advancedQuery(s.advanced) : basicQuery(s.basic));
export const toQuery = (s: AbvState) => joinQuery(calculatorQuery(s), toolsQuery(s.tools));
export const pageHref = (s: AbvState) => {
  const query = toQuery(s);
  return query ? `/abv?${query}` : "/abv";
};

/** The rest of the page's state for a tool's form to carry: the calculator's, and the other tools'. */
export const carryForTool = (s: AbvState, name: AbvToolName) =>
  joinQuery(calculatorQuery(s), toolsQuery({ ...s.tools, [name]: null }));

/** The same beer on both tabs: hydrometer readings follow the visitor across. */
export function withTab(s: AbvState, next: AbvTab): AbvState {
  if (next === s.tab) return s;
  if (s.advanced.measurement !== "hydrometer") return { ...s, tab: next };
  return next === "avancada"
    ? { ...s, tab: next, advanced: { ...s.advanced, og: s.basic.og, fg: s.basic.fg } }
    : { ...s, tab: next, basic: { og: s.advanced.og, fg: s.advanced.fg } };
}
