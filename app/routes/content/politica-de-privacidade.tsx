import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Política de Privacidade";
const description = "Como o Cervejômetro trata os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD).";

export default function PoliticaDePrivacidadePage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
