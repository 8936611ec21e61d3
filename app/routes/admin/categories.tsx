// /admin/categorias: the categories as stored, read-only for now (issue 9 adds the form,
// edit and delete on this same route).
import type { Route } from "./+types/categories";
import { adminMeta, AdminSection, EmptyState } from "~/components/admin/admin-page";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireAdmin } from "~/lib/auth.server";
import { listCategoriesWithPostCounts } from "~/models/categories.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { categories: await listCategoriesWithPostCounts() };
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <AdminSection title="Categorias" description="As categorias que organizam os posts do blog. Uma categoria nova também pode ser criada direto no formulário do post.">
      {categories.length === 0 ? (
        <EmptyState>Nenhuma categoria encontrada.</EmptyState>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Nome</TableHead>
              <TableHead className="hidden sm:table-cell">Descrição</TableHead>
              <TableHead className="hidden md:table-cell">Slug</TableHead>
              <TableHead className="text-right">Posts</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {categories.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-medium whitespace-normal">{c.name}</TableCell>
                <TableCell className="hidden whitespace-normal text-muted-foreground sm:table-cell">{c.description || "—"}</TableCell>
                <TableCell className="hidden font-mono text-xs md:table-cell">{c.slug}</TableCell>
                <TableCell className="text-right tabular-nums">{c.postCount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminSection>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Categorias");
