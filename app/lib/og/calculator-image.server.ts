// GET /og/{calculadora}.png?{inputs} (issue 15): the result card of a shared calculator
// link. The inputs go through the calculator's own parser and validator (previews.ts);
// anything they refuse is a 400 and is never rendered. A query spelled differently from
// its normalised form is redirected there, so the same result is one URL and one render.
import { calculatorPreview, isCalculatorId, MAX_QUERY_LENGTH, type CalculatorPreview } from "~/lib/seo/previews";
import type { OgCardProps } from "./card";
import { badRequest, IMMUTABLE_CACHE, pngResponse } from "./render.server";

export function calculatorCardProps(preview: CalculatorPreview): OgCardProps {
  const { card } = preview;
  return {
    kicker: card.calculator,
    headline: card.headline,
    details: card.details,
    chips: card.inputs,
    swatch: card.swatch,
  };
}

export async function calculatorImageResponse(request: Request, file: string | undefined): Promise<Response> {
  const match = /^([a-z-]+)\.png$/.exec(file ?? "");
  const calculator = match?.[1];
  if (!calculator || !isCalculatorId(calculator)) return badRequest("Calculadora desconhecida.");
  const url = new URL(request.url);
  if (url.search.length > MAX_QUERY_LENGTH) return badRequest("Parâmetros longos demais.");
  const preview = calculatorPreview(calculator, url.search);
  if (!preview) return badRequest("Parâmetros inválidos para esta calculadora.");
  // Compared as parsed parameters: a proxy or the server may percent-encode the colons of
  // "c=350:3.49" on the way in, which is the same URL, not another spelling.
  if (new URLSearchParams(url.search).toString() !== new URLSearchParams(preview.query).toString()) {
    return new Response(null, {
      status: 301,
      headers: { Location: preview.imagePath, "Cache-Control": IMMUTABLE_CACHE },
    });
  }
  return pngResponse(request, `${calculator}?${preview.query}`, () => calculatorCardProps(preview));
}
