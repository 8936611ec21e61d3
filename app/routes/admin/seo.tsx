// /admin/seo: the global SEO settings and the per-page settings side by side (stacked on
// a phone), read-only for now (issue 9 adds both forms on this same route).
import type { Route } from "./+types/seo";
import { adminMeta, AdminSection, EmptyState } from "~/components/admin/admin-page";
import { Badge } from "~/components/ui/badge";
import { requireAdmin } from "~/lib/auth.server";
import { getGlobalSeo, listPageSeo } from "~/models/seo-settings.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [global, pages] = await Promise.all([getGlobalSeo(), listPageSeo()]);
  return { global, pages };
}

export default function AdminSeo({ loaderData }: Route.ComponentProps) {
  const { global, pages } = loaderData;
  const rows: [string, string | null][] = [
    ["Título do site", global.siteTitle],
    ["Descrição do site", global.siteDescription],
    ["Palavras-chave", global.siteKeywords],
    ["Imagem padrão", global.defaultImage],
    ["Domínio do site", global.siteDomain],
    ["Usuário do X/Twitter", global.twitterHandle],
    ["Facebook App ID", global.facebookAppId],
  ];
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <AdminSection title="SEO global" description="Valores usados em todas as páginas que não têm configuração própria.">
        <dl className="divide-y text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium">{label}</dt>
              <dd className="break-words text-muted-foreground">{value || "—"}</dd>
            </div>
          ))}
        </dl>
      </AdminSection>
      <AdminSection title="SEO por página" description="Configurações que valem para um caminho do site.">
        {pages.length === 0 ? (
          <EmptyState>Nenhuma configuração de página.</EmptyState>
        ) : (
          <ul className="divide-y text-sm">
            {pages.map((p) => (
              <li key={p.pageId} className="space-y-1 py-3">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{p.pageId}</span>
                  <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{p.path}</code>
                  {p.noIndex ? <Badge variant="outline">Não indexar</Badge> : null}
                </p>
                <p>{p.title}</p>
                <p className="text-muted-foreground">{p.description}</p>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("SEO");
