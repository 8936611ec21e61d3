// /admin: the post list (docs/decisions/0025-posts-and-categories.md, issue 8 point 3) with search by title and pages of 20, and
// the delete action. Old ?aba= links of the single-page panel go to their own URLs.
// Below the list, the last 50 entries of the admin activity log (issue 9 point 5).
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Search from "lucide-react/icons/search";
import Trash2 from "lucide-react/icons/trash";
import X from "lucide-react/icons/x";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/panel";
import { adminMeta, AdminSection, EmptyState, InlineDeleteConfirm } from "~/components/admin/admin-page";
import { PostStatusBadge } from "~/components/admin/post-status-badge";
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
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireAdmin } from "~/lib/auth/auth.server";
import { paginationItems } from "~/lib/blog";
import { formatDateLong, todayInSaoPaulo } from "~/lib/format";
import { countExpiringAds } from "~/models/ads-list.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { cn } from "~/lib/utils";
import { listRecentActivity, type ActivityAction, type ActivityEntity } from "~/models/activity.server";
import { deletePost, getPostForEdit, listAdminPosts } from "~/models/post-writes.server";
import { DEFAULT_CATEGORY } from "~/models/posts.server";
import { POST_TOASTS } from "~/schemas/limits";
import { useDeleteDialog } from "~/components/admin/use-delete-dialog";

// The tabs of the old single-page panel (?aba=…) and where they live now.
const OLD_TABS: Record<string, string> = {
  list: "/admin",
  new: "/admin/posts/novo",
  edit: "/admin",
  categorias: "/admin/categorias",
  anuncios: "/admin/anuncios",
  seo: "/admin/seo",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const aba = url.searchParams.get("aba");
  if (aba !== null) throw redirect(OLD_TABS[aba] ?? "/admin", 301);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1;
  const [result, activity, expiring] = await Promise.all([
    listAdminPosts({ q, page }),
    listRecentActivity(50),
    // Issue 25 item 6: a notice when ads are about to end or have ended while switched on.
    countExpiringAds(todayInSaoPaulo()).catch((error: Error) => {
      console.error("[admin] falha ao contar anúncios a vencer:", error.message);
      return { endingSoon: 0, expired: 0 };
    }),
  ]);
  // Without JavaScript "Excluir" asks here, on the page, instead of in a dialog.
  const confirmId = url.searchParams.get("excluir");
  const confirm = confirmId ? await getPostForEdit(confirmId) : null;
  return {
    q,
    expiring,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    confirm: confirm ? { id: confirm.id, name: confirm.name } : null,
    posts: result.posts.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      category: p.category ?? DEFAULT_CATEGORY,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    activity: activity.map((a) => ({
      id: a.id,
      userEmail: a.userEmail,
      entity: a.entity,
      action: a.action,
      itemTitle: a.itemTitle,
      at: a.createdAt.toISOString(),
    })),
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const form = await request.formData();
  const back = listHref(String(form.get("q") ?? ""), Number(form.get("pagina") ?? 1) || 1);
  if (form.get("intent") !== "delete") return data({ error: "Ação desconhecida." }, { status: 400 });
  const id = String(form.get("id") ?? "");
  try {
    if (!(await deletePost(id, admin))) {
      return redirectWithToast(back, {
        type: "error",
        title: POST_TOASTS.deleteError.title,
        description: "Este post não existe mais.",
      });
    }
  } catch (error) {
    console.error("[admin] falha ao excluir post:", error);
    return redirectWithToast(back, { type: "error", ...POST_TOASTS.deleteError });
  }
  return redirectWithToast(back, { type: "success", ...POST_TOASTS.deleted });
}

function listHref(q: string, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("pagina", String(page));
  const qs = params.toString();
  return qs ? `/admin?${qs}` : "/admin";
}

export default function AdminPostList({ loaderData }: Route.ComponentProps) {
  const { posts, q, page, pageCount, total, confirm, activity, expiring } = loaderData;
  const { deleting, setDeleting, busy } = useDeleteDialog<{ id: string; name: string }>();

  return (
    <div className="space-y-6">
      <ExpiringAdsNotice {...expiring} />
      <AdminSection
        title="Lista de Posts"
        description={
          q
            ? `${total === 1 ? "1 post encontrado" : `${total} posts encontrados`} para "${q}".`
            : "Todos os posts do blog, do mais recente ao mais antigo."
        }
        actions={
          <Button asChild size="sm">
            <Link to="/admin/posts/novo">
              <Plus aria-hidden="true" /> Criar post
            </Link>
          </Button>
        }
      >
        <Form method="get" role="search" className="mb-4 flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <label htmlFor="admin-search" className="sr-only">
              Buscar por título
            </label>
            <Input
              id="admin-search"
              type="search"
              name="q"
              defaultValue={q}
              placeholder="Buscar por título..."
              className="pl-9"
              maxLength={100}
            />
          </div>
          <Button type="submit" variant="secondary">
            Buscar
          </Button>
          {q ? (
            <Button asChild variant="ghost" size="icon">
              <Link to="/admin" aria-label="Limpar busca">
                <X aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </Form>

        {confirm ? <PostDeleteConfirm post={confirm} q={q} page={page} /> : null}

        {posts.length === 0 ? (
          <EmptyState>
            {q ? `Nenhum post encontrado para "${q}".` : "Nenhum post encontrado. Crie seu primeiro post!"}
          </EmptyState>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Título</TableHead>
                <TableHead className="hidden sm:table-cell">Categoria</TableHead>
                <TableHead className="hidden sm:table-cell">Status</TableHead>
                <TableHead className="hidden lg:table-cell">Criado em</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Ações</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {posts.map((post) => (
                <TableRow key={post.id}>
                  <TableCell className="min-w-40 font-medium whitespace-normal">
                    <Link className="underline-offset-4 hover:underline" to={`/admin/posts/${post.id}`}>
                      {post.name}
                    </Link>
                    {/* On a phone the hidden columns' facts sit under the title. */}
                    <span className="mt-1 block text-xs font-normal text-muted-foreground lg:hidden">
                      <span className="sm:hidden">{post.category} · </span>
                      {formatDateLong(post.createdAt)}
                    </span>
                    <PostStatusBadge status={post.status} className="mt-1.5 sm:hidden" />
                  </TableCell>
                  <TableCell className="hidden whitespace-normal sm:table-cell">{post.category}</TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <PostStatusBadge status={post.status} />
                  </TableCell>
                  <TableCell className="hidden whitespace-normal text-muted-foreground lg:table-cell">
                    {formatDateLong(post.createdAt)}
                  </TableCell>
                  <TableCell className="pr-0 align-top sm:pr-2 sm:align-middle">
                    <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                      <Button asChild variant="outline" size="sm">
                        <Link to={`/admin/posts/${post.id}`} aria-label="Editar" title={`Editar "${post.name}"`}>
                          <Pencil aria-hidden="true" />
                          <span className="hidden sm:inline">Editar</span>
                        </Link>
                      </Button>
                      {/* Without JavaScript this GET form shows the confirmation on the page. */}
                      <Form
                        method="get"
                        onSubmit={(event) => {
                          event.preventDefault();
                          setDeleting({ id: post.id, name: post.name });
                        }}
                      >
                        {q ? <input type="hidden" name="q" value={q} /> : null}
                        {page > 1 ? <input type="hidden" name="pagina" value={page} /> : null}
                        <Button
                          type="submit"
                          name="excluir"
                          value={post.id}
                          variant="outline"
                          size="sm"
                          aria-label="Excluir"
                          title={`Excluir "${post.name}"`}
                          className="[&_svg]:text-destructive"
                        >
                          <Trash2 aria-hidden="true" />
                          <span className="hidden sm:inline">Excluir</span>
                        </Button>
                      </Form>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}

        {pageCount > 1 ? <ListPagination q={q} page={page} pageCount={pageCount} /> : null}

        <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !busy && setDeleting(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Excluir post</AlertDialogTitle>
              <AlertDialogDescription>{deleting ? deleteQuestion(deleting.name) : null}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
              <Form method="post">
                <DeleteFields id={deleting?.id ?? ""} q={q} page={page} />
                <Button type="submit" variant="destructive" disabled={busy} className="w-full sm:w-auto">
                  Excluir
                </Button>
              </Form>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </AdminSection>
      <RecentActivity entries={activity} />
    </div>
  );
}

/** Issue 25 item 6: how many ads end within 7 days or ended while still switched on, with the list's link. */
function ExpiringAdsNotice({ endingSoon, expired }: { endingSoon: number; expired: number }) {
  if (endingSoon === 0 && expired === 0) return null;
  const parts = [
    endingSoon > 0 ? `${endingSoon} ${endingSoon === 1 ? "anúncio termina" : "anúncios terminam"} em até 7 dias` : null,
    expired > 0
      ? `${expired} ${expired === 1 ? "anúncio expirou e ainda está ativo" : "anúncios expiraram e ainda estão ativos"}`
      : null,
  ].filter(Boolean);
  const text = parts.join("; ");
  return (
    <div
      role="status"
      data-testid="expiring-ads"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
    >
      <p>{text}.</p>
      <Link to="/admin/anuncios" className="font-medium underline underline-offset-4">
        Ver anúncios
      </Link>
    </div>
  );
}

// "criou a categoria “IPA”": the entity with its article, so each entry reads as a sentence.
const ENTITY_PHRASE: Record<ActivityEntity, string> = {
  post: "o post",
  category: "a categoria",
  ad: "o anúncio",
  advertiser: "o anunciante",
  "seo-global": "as configurações globais de SEO",
  "seo-page": "o SEO da página",
  // Issue 25: "gerou/revogou o link de relatório do anunciante “Acme”".
  "report-link": "o link de relatório do anunciante",
  // Issue 26: "atualizou a opção “Números de audiência na página Anuncie: ocultar”".
  audience: "a opção",
  // Issue 28: "atualizou os dados do responsável pelo site “Cervejômetro Ltda”".
  site: "os dados do responsável pelo site",
};
const ACTION_WORD: Record<ActivityAction, string> = {
  create: "criou",
  update: "atualizou",
  delete: "excluiu",
  toggle: "ativou/desativou",
  revoke: "revogou",
};

function RecentActivity({
  entries,
}: {
  entries: {
    id: number;
    userEmail: string;
    entity: ActivityEntity;
    action: ActivityAction;
    itemTitle: string;
    at: string;
  }[];
}) {
  return (
    <AdminSection
      title="Atividade recente"
      description="As últimas 50 alterações feitas neste painel, da mais recente à mais antiga."
    >
      {entries.length === 0 ? (
        <EmptyState>Nenhuma atividade registrada ainda.</EmptyState>
      ) : (
        <ol aria-label="Atividade recente" className="divide-y">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-4">
              <time
                dateTime={entry.at}
                className="shrink-0 text-xs text-muted-foreground tabular-nums sm:w-60 sm:whitespace-nowrap"
              >
                {formatDateLong(entry.at)}
              </time>
              <p className="min-w-0 text-sm break-words">
                <span className="font-medium">{entry.userEmail}</span> {ACTION_WORD[entry.action] ?? entry.action}{" "}
                {ENTITY_PHRASE[entry.entity] ?? entry.entity}
                {entry.itemTitle ? <> “{entry.itemTitle}”</> : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}

function deleteQuestion(name: string) {
  return `Tem certeza que deseja excluir o post "${name}"? Esta ação não pode ser desfeita.`;
}

function DeleteFields({ id, q, page }: { id: string; q: string; page: number }) {
  return (
    <>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="q" value={q} />
      <input type="hidden" name="pagina" value={page} />
    </>
  );
}

/** The confirmation without JavaScript: the same words as the dialog, on the page. */
function PostDeleteConfirm({ post, q, page }: { post: { id: string; name: string }; q: string; page: number }) {
  return (
    <InlineDeleteConfirm
      title="Excluir post"
      cancelTo={listHref(q, page)}
      fields={<DeleteFields id={post.id} q={q} page={page} />}
    >
      {deleteQuestion(post.name)}
    </InlineDeleteConfirm>
  );
}

function ListPagination({ q, page, pageCount }: { q: string; page: number; pageCount: number }) {
  const item =
    "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";
  return (
    <nav aria-label="Paginação" className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={listHref(q, page - 1)} rel="prev" className={cn(item, "bg-card hover:bg-accent")}>
          Anterior
        </Link>
      ) : null}
      {paginationItems(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={listHref(q, n)}
            aria-label={`Página ${n}`}
            aria-current={n === page ? "page" : undefined}
            className={cn(
              item,
              n === page ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
            )}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={listHref(q, page + 1)} rel="next" className={cn(item, "bg-card hover:bg-accent")}>
          Próxima
        </Link>
      ) : null}
    </nav>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Lista de Posts");
