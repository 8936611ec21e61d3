import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Infográficos";
const description = "Estilos, cores, copos, temperaturas de serviço e o processo de produção da cerveja em gráficos fáceis de ler.";

export default function InfograficosPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
