import type { Route } from "./+types/list";
import { PageHeader } from "~/components/page-header";

const TITLE = "Blog Cervejeiro | Dicas e Informações sobre o Mundo da Cerveja";
const description = "Dicas, guias e novidades sobre cerveja, drinks, harmonização e produção caseira.";

export default function BlogListPage() {
  return <PageHeader title="Blog Cervejeiro" description={description} />;
}

// /drinks is the same page as /blog (§2) and points search engines at /blog (D11).
export const meta: Route.MetaFunction = ({ location }) => [
  { title: TITLE },
  { name: "description", content: description },
  { name: "robots", content: "index, follow" },
  ...(location.pathname === "/drinks" ? [{ tagName: "link", rel: "canonical", href: "/blog" }] : []),
];
