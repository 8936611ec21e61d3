import type { Route } from "./+types/post-creator";
import { PageHeader } from "~/components/page-header";
import { seoMeta } from "~/lib/seo-meta";

export async function loader({ request }: Route.LoaderArgs) {
  const { requireAdmin } = await import("~/lib/auth.server");
  await requireAdmin(request);
  return null;
}

const title = "Editor de Posts";
const description = "Escreva, formate e publique posts do blog com pré-visualização ao vivo.";

export default function PostCreatorPage() {
  return <PageHeader title={title} description={description} />;
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title, description, noIndex: true });
