import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Calculadora de ABV";
const description = "Calcule o teor alcoólico da sua cerveja em percentual por volume a partir das densidades original e final.";

export default function AbvPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
