// /receita/beerxml (issue 30 item 8): the recipe sheet as a BeerXML 1.0 file, and a BeerXML file
// back to the sheet without JavaScript. GET takes /receita's own query (D18) and answers the file
// as a download; a query out of range gets its Portuguese reason and 400, never a 5xx. POST is the
// no-JS import (a multipart form with the file): a 303 to /receita with the recipe's query, or to
// /receita?beerxml_erro=<code> whose message the page shows under the field. The browser with
// JavaScript reads the file itself (app/calculators/beerxml.ts runs on both sides).
import type { Route } from "./+types/receita-beerxml";
import { redirect } from "react-router";
import {
  BEERXML_MAX_BYTES,
  beerXmlFileName,
  IMPORT_ERROR_PARAM,
  importBeerXml,
  recipeToBeerXml,
  type BeerXmlError,
} from "~/calculators/beerxml";
import { firstRecipeError, recipeFromQuery, validateRecipe } from "~/calculators/recipe";
import { BJCP_STYLES } from "~/content/infographics/styles";

export function loader({ url }: Route.LoaderArgs) {
  const { input } = recipeFromQuery(url.searchParams);
  const validation = validateRecipe(input, BJCP_STYLES);
  if (!validation.ok) {
    return new Response(`Receita inválida: ${firstRecipeError(validation.errors)}`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(recipeToBeerXml(validation.value, BJCP_STYLES), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${beerXmlFileName(validation.value)}"`,
      "Cache-Control": "public, max-age=3600",
      "X-Robots-Tag": "noindex",
    },
  });
}

const failed = (error: BeerXmlError) => redirect(`/receita?${IMPORT_ERROR_PARAM}=${error}#importar-beerxml`, 303);

export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A truncated, aborted or malformed body: the visitor sees the "not a file" message.
    return failed("empty");
  }
  const file = form.get("arquivo");
  if (!file || typeof file === "string" || file.size === 0) return failed("empty");
  if (file.size > BEERXML_MAX_BYTES) return failed("tooLarge");
  let text: string;
  try {
    text = await file.text();
  } catch {
    return failed("notXml");
  }
  const result = importBeerXml(text, BJCP_STYLES);
  if (!result.ok) return failed(result.error);
  return redirect(`/receita?${result.query}#resultado`, 303);
}
