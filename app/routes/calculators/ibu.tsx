import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Calculadora de IBU";
const description = "Calcule o amargor da sua receita pelo método de Tinseth, adição por adição de lúpulo.";

export default function IbuPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
