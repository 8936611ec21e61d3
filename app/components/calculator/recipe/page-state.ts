// The recipe sheet's page state (/receita, issue 30): read from its URL or the form's fields,
// written back to the URL (D18), and the result it shows. Pure, so the route only composes
// the kit and the recipe's components. Same rules as /ibu: "Calcular" (or a link carrying a
// recipe, rendered on the server) shows the result, which then follows the typing live.
import {
  calculateRecipe,
  defaultRecipeInput,
  recipeFromQuery,
  recipeToQuery,
  sameRecipeInput,
  type RecipeInput,
  type RecipeResult,
  type RecipeStyle,
  type RecipeValidation,
  type RecipeValues,
} from "~/calculators/recipe";

export const title = "Receita de Cerveja";
export const description =
  "Monte a receita: maltes, lúpulos e levedura dão OG, FG, ABV, IBU e cor, com a faixa do estilo BJCP, a água, o fermento e a carbonatação do dia da brassagem.";

export interface RecipeState {
  input: RecipeInput;
  /** A result is wanted: after "Calcular" or from a link with a recipe. */
  calculated: boolean;
  /** The address bar carries the recipe: after any change or "Calcular"; not after "Redefinir". */
  linked: boolean;
}

export function readState(params: URLSearchParams): RecipeState {
  const { input, fromLink } = recipeFromQuery(params);
  return { input, calculated: fromLink, linked: fromLink };
}

export const toQuery = (s: RecipeState) => (s.linked ? recipeToQuery(s.input) : "");

export const resetState = (): RecipeState => ({ input: defaultRecipeInput(), calculated: false, linked: false });

/** What was typed while the scripts were loading: only the inputs (a plain visit still waits for "Calcular"). */
export function stateFromForm(fields: URLSearchParams, s: RecipeState): RecipeState {
  const typed = recipeFromQuery(fields).input;
  return sameRecipeInput(typed, s.input) ? s : { ...s, input: typed, linked: true };
}

export function withInput(s: RecipeState, patch: Partial<RecipeInput>): RecipeState {
  const next = { ...s.input, ...patch };
  return { ...s, input: next, linked: s.linked || recipeToQuery(next) !== recipeToQuery(s.input) };
}

export type RecipeResultState =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "ready"; result: RecipeResult; values: RecipeValues; query: string };

export function resultStateOf(
  calculated: boolean,
  validation: RecipeValidation,
  input: RecipeInput,
  styles: readonly RecipeStyle[],
): RecipeResultState {
  if (!calculated) return { kind: "empty" };
  return validation.ok
    ? {
        kind: "ready",
        result: calculateRecipe(validation.value, styles),
        values: validation.value,
        query: recipeToQuery(input),
      }
    : { kind: "invalid" };
}
