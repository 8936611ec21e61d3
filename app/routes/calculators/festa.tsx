import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Calculadora de Festa";
const description = "Calcule quanta cerveja, bebida sem álcool e gelo comprar para a sua festa ou churrasco.";

export default function FestaPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
