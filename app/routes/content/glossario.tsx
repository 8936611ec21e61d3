import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

const title = "Glossário de Bebidas";
const description = "Termos de cerveja, vinho e destilados explicados de forma simples, de A a Z.";

export default function GlossarioPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta = () => pageMeta({ title, description });
