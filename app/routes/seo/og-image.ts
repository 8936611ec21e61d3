// GET /og/{calculadora}.png?{inputs}: the generated link-preview image of a calculator
// result (issue 15); all the work is in lib/og.
import { calculatorImageResponse } from "~/lib/og/calculator-image.server";
import type { Route } from "./+types/og-image";

export async function loader({ request, params }: Route.LoaderArgs) {
  return calculatorImageResponse(request, params.file);
}
