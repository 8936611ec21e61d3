// /admin/anunciantes (issue 25 item 4): the advertisers that group ads, with how many ads each
// has, and delete with its confirmation (its ads stay, with no advertiser). The form lives at
// /admin/anunciantes/novo and /:id.
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/advertisers";
import { adminMeta, AdminSection, EmptyState, InlineDeleteConfirm } from "~/components/admin/admin-page";
import { useDeleteDialog } from "~/components/admin/use-delete-dialog";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireAdmin } from "~/lib/auth/auth.server";
import { formatNumber } from "~/lib/format";
import { redirectWithToast } from "~/lib/http/toast.server";
import { deleteAdvertiser, getAdvertiser, listAdvertisers } from "~/models/advertisers.server";
import { ADVERTISER_TOASTS } from "~/schemas/advertiser";

const LIST = "/admin/anunciantes";
const DELETE_QUESTION = "Tem certeza que deseja excluir este anunciante? Os anúncios dele continuam, sem anunciante.";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  // Without JavaScript "Excluir" asks here, on the page, instead of in a dialog.
  const confirmId = url.searchParams.get("excluir");
  const [advertisers, confirm] = await Promise.all([listAdvertisers(), confirmId ? getAdvertiser(confirmId) : null]);
  return { advertisers, confirm: confirm ? { id: confirm.id, name: confirm.name } : null };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const form = await request.formData();
  if (form.get("intent") !== "delete") return data({ error: "Ação desconhecida." }, { status: 400 });
  const id = String(form.get("id") ?? "");
  try {
    if (!(await deleteAdvertiser(admin, id)))
      return redirectWithToast(LIST, { type: "error", ...ADVERTISER_TOASTS.notFound });
  } catch (error) {
    console.error("[admin] falha ao excluir anunciante:", error);
    return redirectWithToast(LIST, { type: "error", ...ADVERTISER_TOASTS.deleteError });
  }
  return redirectWithToast(LIST, { type: "success", ...ADVERTISER_TOASTS.deleted });
}

export default function AdminAdvertisers({ loaderData }: Route.ComponentProps) {
  const { advertisers, confirm } = loaderData;
  const { deleting, setDeleting, busy } = useDeleteDialog<{ id: string; name: string }>();
  return (
    <AdminSection
      title="Anunciantes"
      description="Quem compra os anúncios: o nome e o contato de cada cliente, que agrupam os seus anúncios."
      actions={
        <Button asChild size="sm">
          <Link to="/admin/anunciantes/novo">
            <Plus aria-hidden="true" /> Novo anunciante
          </Link>
        </Button>
      }
    >
      {confirm ? (
        <InlineDeleteConfirm
          title="Excluir anunciante"
          cancelTo={LIST}
          fields={
            <>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={confirm.id} />
            </>
          }
        >
          {DELETE_QUESTION} <strong>{confirm.name}</strong>
        </InlineDeleteConfirm>
      ) : null}
      {advertisers.length === 0 ? (
        <EmptyState>Nenhum anunciante cadastrado</EmptyState>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Nome</TableHead>
              <TableHead className="hidden sm:table-cell">Contato</TableHead>
              <TableHead className="text-right">Anúncios</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Ações</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {advertisers.map((a) => (
              <TableRow key={a.id} data-advertiser-id={a.id}>
                <TableCell className="min-w-32 whitespace-normal">
                  <Link className="font-medium underline-offset-4 hover:underline" to={`/admin/anunciantes/${a.id}`}>
                    {a.name}
                  </Link>
                  <span className="block text-xs text-muted-foreground sm:hidden">{a.contact}</span>
                </TableCell>
                <TableCell className="hidden max-w-72 truncate text-muted-foreground sm:table-cell">
                  {a.contact || "—"}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(a.adCount)}</TableCell>
                <TableCell className="pr-0 sm:pr-2">
                  <div className="flex justify-end gap-1">
                    <Button asChild variant="outline" size="sm">
                      <Link to={`/admin/anunciantes/${a.id}`} aria-label="Editar" title={`Editar "${a.name}"`}>
                        <Pencil aria-hidden="true" />
                        <span className="hidden xl:inline">Editar</span>
                      </Link>
                    </Button>
                    <Form
                      method="get"
                      onSubmit={(event) => {
                        event.preventDefault();
                        setDeleting({ id: a.id, name: a.name });
                      }}
                    >
                      <Button
                        type="submit"
                        name="excluir"
                        value={a.id}
                        variant="outline"
                        size="sm"
                        aria-label="Excluir"
                        title={`Excluir "${a.name}"`}
                        className="[&_svg]:text-destructive"
                      >
                        <Trash2 aria-hidden="true" />
                        <span className="hidden xl:inline">Excluir</span>
                      </Button>
                    </Form>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !busy && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Excluir anunciante</AlertDialogTitle>
            <AlertDialogDescription>
              {DELETE_QUESTION}
              {deleting ? <span className="mt-1 block font-medium text-foreground">{deleting.name}</span> : null}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={deleting?.id ?? ""} />
              <Button type="submit" variant="destructive" disabled={busy} className="w-full sm:w-auto">
                Excluir
              </Button>
            </Form>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </AdminSection>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Anunciantes");
