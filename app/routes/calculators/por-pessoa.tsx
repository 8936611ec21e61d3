import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Cerveja por Pessoa";
const description = "Descubra quantos litros e quantas latas de cerveja cada pessoa consome conforme a duração e o ritmo do evento.";

export default function PorPessoaPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
