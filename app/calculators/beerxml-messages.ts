/**
 * BeerXML's messages and names that the /receita page needs before any file is read (issue 30
 * item 8): the import's Portuguese messages, the no-JS import's error parameter and the export's
 * file name. Apart from app/calculators/beerxml.ts so the page loads the reader only when a file is
 * chosen (the 140 KB ceiling).
 */
import { RECIPE_MESSAGES, type RecipeValues } from "~/calculators/recipe";

/** The largest file read (a 20-malt recipe from BeerSmith is about 40 KB). */
export const BEERXML_MAX_BYTES = 512 * 1024;

export const BEERXML_ERRORS = {
  empty: "Escolha um arquivo BeerXML (.xml) para importar.",
  tooLarge: "O arquivo é grande demais: um arquivo BeerXML de uma receita tem bem menos de 512 KB.",
  notXml: "Este arquivo não é um BeerXML: exporte a receita como BeerXML (.xml) no seu programa e tente de novo.",
  noRecipe: "O arquivo não tem nenhuma receita (<RECIPE>) no formato BeerXML 1.0.",
  noMalt: "A receita do arquivo não tem maltes nem açúcares (<FERMENTABLES>).",
  tooManyMalts: `${RECIPE_MESSAGES.tooManyMalts} O arquivo tem mais; nada foi importado.`,
  tooManyHops: `${RECIPE_MESSAGES.tooManyHops} O arquivo tem mais; nada foi importado.`,
  outOfRange: "O arquivo tem valores fora das faixas da calculadora; nada foi importado.",
} as const;

export type BeerXmlError = keyof typeof BEERXML_ERRORS;

/** The query parameter that carries a failed no-JS import back to /receita. */
export const IMPORT_ERROR_PARAM = "beerxml_erro";

/** The message of a failed no-JS import, from the page's query (only the known codes). */
export function importErrorMessage(params: URLSearchParams): string | undefined {
  const code = params.get(IMPORT_ERROR_PARAM);
  return code && Object.hasOwn(BEERXML_ERRORS, code) ? BEERXML_ERRORS[code as BeerXmlError] : undefined;
}

/** The file name of a recipe's BeerXML ("receita-18b.xml" for an APA; "receita.xml" without a style). */
export function beerXmlFileName(values: Pick<RecipeValues, "style">): string {
  return values.style ? `receita-${values.style.bjcp.toLowerCase()}.xml` : "receita.xml";
}
