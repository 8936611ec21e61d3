import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Termos de Uso";
const description = "As regras para usar o Cervejômetro e os limites das estimativas das nossas calculadoras.";

export default function TermosDeUsoPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
