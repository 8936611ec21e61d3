import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Calculadora de Orçamento";
const description = "Divida o orçamento da festa entre cerveja, vinho, destilados e bebidas sem álcool e veja quanto comprar de cada.";

export default function OrcamentoPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
