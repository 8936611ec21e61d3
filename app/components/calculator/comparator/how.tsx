import type { ResultItem } from "~/calculators/comparator";
import { HowWeCalculateText } from "~/components/calculator/kit/how-we-calculate-text";
import { comparatorHow } from "~/content/calculators/comparador";

/** The comparator's "Como calculamos", whose worked example follows the visitor's best beer. */
export function ComparatorHow({ best }: { best: ResultItem | undefined }) {
  return <HowWeCalculateText content={comparatorHow(best)} />;
}
