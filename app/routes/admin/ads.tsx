// /admin/anuncios: the banner ads as stored, read-only for now (issue 9 adds the form,
// the active switch, edit and delete, and the counts, on this same route).
import type { Route } from "./+types/ads";
import { adminMeta, AdminSection, EmptyState } from "~/components/admin/admin-page";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireAdmin } from "~/lib/auth.server";
import { formatDateShort, todayInSaoPaulo } from "~/lib/format";
import { listAllAds } from "~/models/ads-list.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { ads: await listAllAds(), today: todayInSaoPaulo() };
}

const POSITION_LABELS: Record<string, string> = {
  header: "Cabeçalho",
  footer: "Rodapé",
  sidebar: "Barra lateral",
  content: "Conteúdo",
  "mobile-footer": "Rodapé do celular",
  "mobile-menu": "Menu do celular",
};

// Calendar dates shown as dd/MM/yyyy; noon UTC keeps the day the same in São Paulo.
const day = (ymd: string) => formatDateShort(`${ymd}T12:00:00Z`);

export default function AdminAds({ loaderData }: Route.ComponentProps) {
  const { ads, today } = loaderData;
  return (
    <AdminSection title="Anúncios" description="Os banners pagos, suas posições e períodos de exibição.">
      {ads.length === 0 ? (
        <EmptyState>Nenhum anúncio encontrado</EmptyState>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Status</TableHead>
              <TableHead>Título</TableHead>
              <TableHead className="hidden sm:table-cell">Posição</TableHead>
              <TableHead className="hidden md:table-cell">Período</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ads.map((ad) => {
              const when = today < ad.startDate ? "Agendado" : today > ad.endDate ? "Expirado" : null;
              return (
                <TableRow key={ad.id}>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      <Badge variant={ad.active ? "default" : "outline"}>{ad.active ? "Ativo" : "Inativo"}</Badge>
                      {when ? <Badge variant="outline">{when}</Badge> : null}
                    </div>
                  </TableCell>
                  <TableCell className="font-medium whitespace-normal">
                    {ad.title}
                    <span className="mt-1 block text-xs font-normal text-muted-foreground md:hidden">
                      <span className="sm:hidden">{POSITION_LABELS[ad.position] ?? ad.position} · </span>
                      {day(ad.startDate)} a {day(ad.endDate)}
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{POSITION_LABELS[ad.position] ?? ad.position}</TableCell>
                  <TableCell className="hidden whitespace-normal md:table-cell">
                    {day(ad.startDate)} a {day(ad.endDate)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </AdminSection>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Anúncios");
