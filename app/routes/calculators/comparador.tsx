import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Comparador de Preços de Cerveja";
const description = "Compare o preço por litro de latas, long necks e garrafas e descubra qual cerveja sai mais em conta.";

export default function ComparadorPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
