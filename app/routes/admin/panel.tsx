// /admin: the post list (docs/decisions/0025-posts-and-categories.md, issue 8 point 3) with search by title and pages of 20, and
// the delete action. Old ?aba= links of the single-page panel go to their own URLs.
// Below the list, the last 50 entries of the admin activity log (issue 9 point 5).
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Search from "lucide-react/icons/search";
import Trash2 from "lucide-react/icons/trash";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/panel";
import {
  AdminPagination,
  adminMeta,
  AdminSection,
  EmptyState,
  InlineDeleteConfirm,
} from "~/components/admin/admin-page";
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
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireAdmin } from "~/lib/auth/auth.server";
import { formatDateLong, todayInSaoPaulo } from "~/lib/format";
import { countExpiringAds } from "~/models/ads-list.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { cn } from "~/lib/utils";
import { listRecentActivity, type ActivityAction, type ActivityEntity } from "~/models/activity.server";
import {
  deletePost,
  getPostForEdit,
  listAdminPosts,
  purgePost,
  restorePost,
  setPostsStatus,
  type DisplayStatus,
} from "~/models/post-writes.server";
import { ADMIN_POST_SORTS, TRASH_DAYS, type AdminPostSort } from "~/schemas/post";
import { listCategories } from "~/models/categories.server";
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
  const state = readListState(url.searchParams);
  const [result, activity, expiring, categories] = await Promise.all([
    listAdminPosts({
      q: state.q,
      status: state.status ? STATUS_BY_PARAM[state.status] : undefined,
      categoryId: state.categoria || undefined,
      sort: state.ordem,
      page: state.page,
    }),
    listRecentActivity(50),
    // Issue 25 item 6: a notice when ads are about to end or have ended while switched on.
    countExpiringAds(todayInSaoPaulo()).catch((error: Error) => {
      console.error("[admin] falha ao contar anúncios a vencer:", error.message);
      return { endingSoon: 0, expired: 0 };
    }),
    listCategories(),
  ]);
  // Without JavaScript "Excluir" asks here, on the page, instead of in a dialog.
  const confirmId = url.searchParams.get("excluir");
  const confirm = confirmId ? await getPostForEdit(confirmId) : null;
  const purgeId = url.searchParams.get("purgar");
  const purgeRow = purgeId ? result.posts.find((p) => p.id === purgeId && p.deletedAt) : undefined;
  // Likewise a bulk action asks on the page (?lote=publicar&id=…).
  const lote = url.searchParams.get("lote");
  const bulk =
    lote === "publicar" || lote === "rascunho" || lote === "lixeira"
      ? { action: lote as BulkParam, ids: url.searchParams.getAll("id").slice(0, 200) }
      : null;
  return {
    state: { ...state, page: result.page },
    q: state.q,
    bulk: bulk && bulk.ids.length > 0 ? bulk : null,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    expiring,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    confirm: confirm ? { id: confirm.id, name: confirm.name } : null,
    purge: purgeRow ? { id: purgeRow.id, name: purgeRow.name } : null,
    posts: result.posts.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      category: p.category ?? DEFAULT_CATEGORY,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      publishedAt: p.publishedAt?.toISOString() ?? null,
      deletedAt: p.deletedAt?.toISOString() ?? null,
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
  const back = listHref(readListState(new URLSearchParams(String(form.get("lista") ?? ""))));
  const intent = form.get("intent");
  if (intent === "bulk") {
    const acao = form.get("acao");
    if (acao !== "publicar" && acao !== "rascunho" && acao !== "lixeira")
      return data({ error: "Ação desconhecida." }, { status: 400 });
    const ids = form.getAll("id").map(String).slice(0, 200);
    try {
      const changed = await setPostsStatus(ids, BULK_ACTIONS[acao].model, admin);
      return redirectWithToast(back, { type: "success", ...bulkToast(acao, changed) });
    } catch (error) {
      console.error("[admin] falha na ação em lote:", error);
      return redirectWithToast(back, { type: "error", ...POST_TOASTS.bulkError });
    }
  }
  if (intent === "restore" || intent === "purge") {
    const id = String(form.get("id") ?? "");
    try {
      const done = intent === "restore" ? await restorePost(id, admin) : await purgePost(id, admin);
      if (!done)
        return redirectWithToast(back, {
          type: "error",
          title: intent === "restore" ? "Erro ao restaurar post" : POST_TOASTS.deleteError.title,
          description: "Este post não está mais na lixeira.",
        });
    } catch (error) {
      console.error(`[admin] falha ao ${intent === "restore" ? "restaurar" : "excluir de vez"} post:`, error);
      return redirectWithToast(back, { type: "error", ...POST_TOASTS.deleteError });
    }
    return redirectWithToast(back, {
      type: "success",
      ...(intent === "restore"
        ? { title: "Post restaurado", description: "Ele voltou com o mesmo endereço, tags e status." }
        : { title: "Post excluído definitivamente", description: "Ele não pode mais ser restaurado." }),
    });
  }
  if (intent !== "delete") return data({ error: "Ação desconhecida." }, { status: 400 });
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

const BULK_ACTIONS = {
  publicar: { label: "Publicar", model: "publish" },
  rascunho: { label: "Mover para rascunho", model: "draft" },
  lixeira: { label: "Mover para a lixeira", model: "trash" },
} as const;
type BulkParam = keyof typeof BULK_ACTIONS;

function postCount(n: number) {
  return n === 1 ? "1 post" : `${n} posts`;
}

function bulkToast(acao: BulkParam, changed: number) {
  if (changed === 0) return { title: "Nada a alterar", description: "Os posts escolhidos já estavam assim." };
  const one = changed === 1;
  const title = {
    publicar: one ? "1 post publicado" : `${changed} posts publicados`,
    rascunho: one ? "1 post movido para rascunho" : `${changed} posts movidos para rascunho`,
    lixeira: one ? "1 post movido para a lixeira" : `${changed} posts movidos para a lixeira`,
  }[acao];
  return { title, description: "A lista foi atualizada." };
}

function bulkQuestion(acao: BulkParam, n: number) {
  const one = n === 1;
  if (acao === "publicar")
    return `Publicar ${postCount(n)} agora? ${one ? "Ele fica visível" : "Eles ficam visíveis"} no blog, no sitemap e no RSS.`;
  if (acao === "rascunho")
    return `Mover ${postCount(n)} para rascunho? ${one ? "Ele sai" : "Eles saem"} do blog, do sitemap e do RSS até ${one ? "ser publicado" : "serem publicados"} de novo.`;
  return `Mover ${postCount(n)} para a lixeira? ${one ? "Ele sai" : "Eles saem"} do site na hora e ${one ? "pode ser restaurado" : "podem ser restaurados"} por ${TRASH_DAYS} dias.`;
}

// ------------------------------------------------------------------ the list's address

const STATUS_PARAMS = {
  publicado: "published",
  rascunho: "draft",
  agendado: "scheduled",
  lixeira: "trash",
} as const;
type StatusParam = keyof typeof STATUS_PARAMS;
const STATUS_BY_PARAM: Record<StatusParam, DisplayStatus | "trash"> = STATUS_PARAMS;
const SORT_LABELS: Record<AdminPostSort, string> = {
  recentes: "Mais recentes",
  antigos: "Mais antigos",
  titulo: "Título (A–Z)",
};

/** What the list shows, as its address says: search, status, category, order and page. */
interface ListState {
  q: string;
  status: StatusParam | "";
  categoria: string;
  ordem: AdminPostSort;
  page: number;
}

function readListState(params: URLSearchParams): ListState {
  const status = params.get("status") ?? "";
  const ordem = params.get("ordem") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: status in STATUS_PARAMS ? (status as StatusParam) : "",
    categoria: (params.get("categoria") ?? "").slice(0, 40),
    ordem: (ADMIN_POST_SORTS as readonly string[]).includes(ordem) ? (ordem as AdminPostSort) : "recentes",
    page: Number.parseInt(params.get("pagina") ?? "1", 10) || 1,
  };
}

function listParams(state: ListState) {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.status) params.set("status", state.status);
  if (state.categoria) params.set("categoria", state.categoria);
  if (state.ordem !== "recentes") params.set("ordem", state.ordem);
  if (state.page > 1) params.set("pagina", String(state.page));
  return params;
}

function listHref(state: ListState) {
  const qs = listParams(state).toString();
  return qs ? `/admin?${qs}` : "/admin";
}

export default function AdminPostList({ loaderData }: Route.ComponentProps) {
  const { posts, state, q, pageCount, total, confirm, purge, bulk, categories, activity, expiring } = loaderData;
  const { deleting, setDeleting, busy } = useDeleteDialog<{ id: string; name: string }>();
  const [purging, setPurging] = useState<{ id: string; name: string } | null>(null);
  const inTrash = state.status === "lixeira";
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirmingBulk, setConfirmingBulk] = useState<{ action: BulkParam; ids: string[] } | null>(null);
  const navigation = useNavigation();
  const bulkBusy = navigation.state !== "idle" && navigation.formData?.get("intent") === "bulk";
  // The choice is cleared when the list changes (another page or filter) and once a bulk action
  // has come back (React's pattern for state that follows another value: no effect).
  const listKey = `${listHref(state)}|${posts.map((p) => p.id).join()}`;
  const [lastListKey, setLastListKey] = useState(listKey);
  const [bulkSent, setBulkSent] = useState(false);
  if (listKey !== lastListKey || (bulkSent && navigation.state === "idle")) {
    setLastListKey(listKey);
    setBulkSent(false);
    setSelected(new Set());
    setConfirmingBulk(null);
  } else if (bulkBusy && !bulkSent) setBulkSent(true);
  const filtered = Boolean(q || state.status || state.categoria);
  const allChosen = posts.length > 0 && posts.every((p) => selected.has(p.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-6">
      <ExpiringAdsNotice {...expiring} />
      <AdminSection
        title="Lista de Posts"
        description={
          filtered
            ? `${total === 1 ? "1 post encontrado" : `${total} posts encontrados`}${q ? ` para "${q}"` : ""}.`
            : `Todos os posts do blog, ${SORT_DESCRIPTIONS[state.ordem]}.`
        }
        actions={
          <Button asChild size="sm">
            <Link to="/admin/posts/novo">
              <Plus aria-hidden="true" /> Criar post
            </Link>
          </Button>
        }
      >
        <Form method="get" role="search" aria-label="Buscar e filtrar posts" className="mb-4 space-y-2">
          <div className="flex gap-2">
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
            {filtered ? (
              <Button asChild variant="ghost" size="icon">
                <Link to={listHref({ ...state, q: "", status: "", categoria: "", page: 1 })} aria-label="Limpar busca">
                  <X aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
          </div>
          <div className="grid gap-2 sm:grid-cols-3">
            <FilterSelect
              id="admin-status"
              name="status"
              label="Status"
              value={state.status}
              options={[
                ["", "Todos os status"],
                ["publicado", "Publicado"],
                ["rascunho", "Rascunho"],
                ["agendado", "Agendado"],
                ["lixeira", "Lixeira"],
              ]}
            />
            <FilterSelect
              id="admin-categoria"
              name="categoria"
              label="Categoria"
              value={state.categoria}
              options={[
                ["", "Todas as categorias"],
                ...categories.map((c): [string, string] => [c.id, c.name]),
                ["sem", "Sem categoria (Outros)"],
              ]}
            />
            <FilterSelect
              id="admin-ordem"
              name="ordem"
              label="Ordenar por"
              value={state.ordem}
              options={ADMIN_POST_SORTS.map((o): [string, string] => [o, SORT_LABELS[o]])}
            />
          </div>
        </Form>

        {confirm ? <PostDeleteConfirm post={confirm} state={state} /> : null}
        {purge ? (
          <InlineDeleteConfirm
            title="Excluir definitivamente"
            cancelTo={listHref(state)}
            fields={<RowFields intent="purge" id={purge.id} state={state} />}
          >
            {purgeQuestion(purge.name)}
          </InlineDeleteConfirm>
        ) : null}
        {inTrash ? (
          <p className="mb-3 text-sm text-muted-foreground">
            Posts excluídos ficam aqui por {TRASH_DAYS} dias, fora do site, e depois são apagados de vez.
          </p>
        ) : null}
        {bulk ? <BulkConfirmInline action={bulk.action} ids={bulk.ids} state={state} /> : null}

        {posts.length === 0 ? (
          <EmptyState>
            {inTrash
              ? "A lixeira está vazia."
              : filtered
                ? "Nenhum post encontrado com esses filtros."
                : "Nenhum post encontrado. Crie seu primeiro post!"}
          </EmptyState>
        ) : (
          <>
            {/* The bulk bar is its own form; the rows' checkboxes join it by its id (a form cannot
              hold the rows' own "Excluir" forms). Without JavaScript it asks on the page. */}
            <Form
              hidden={inTrash}
              id={BULK_FORM_ID}
              method="get"
              aria-label="Ações em lote"
              className="mb-2 flex flex-wrap items-center gap-2 text-sm"
              onSubmit={(event) => {
                event.preventDefault();
                const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                const value = submitter?.value;
                const action: BulkParam = value === "rascunho" || value === "lixeira" ? value : "publicar";
                if (selected.size > 0) setConfirmingBulk({ action, ids: [...selected] });
              }}
            >
              {[...listParams(state)].map(([k, v]) => (
                <input key={k} type="hidden" name={k} value={v} />
              ))}
              <span className="text-muted-foreground" aria-live="polite">
                {selected.size === 0
                  ? "Marque posts para agir em lote."
                  : `${postCount(selected.size)} ${selected.size === 1 ? "selecionado" : "selecionados"}.`}
              </span>
              <Button type="submit" name="lote" value="publicar" variant="outline" size="sm" disabled={bulkBusy}>
                Publicar
              </Button>
              <Button type="submit" name="lote" value="rascunho" variant="outline" size="sm" disabled={bulkBusy}>
                Mover para rascunho
              </Button>
              <Button type="submit" name="lote" value="lixeira" variant="outline" size="sm" disabled={bulkBusy}>
                Mover para a lixeira
              </Button>
            </Form>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className={cn("w-8 pr-0", inTrash && "hidden")}>
                    <input
                      type="checkbox"
                      aria-label="Selecionar todos os posts desta página"
                      className="size-4 accent-primary"
                      checked={allChosen}
                      onChange={(e) => setSelected(e.target.checked ? new Set(posts.map((p) => p.id)) : new Set())}
                    />
                  </TableHead>
                  <TableHead>Título</TableHead>
                  <TableHead className="hidden sm:table-cell">Categoria</TableHead>
                  <TableHead className="hidden sm:table-cell">Status</TableHead>
                  <TableHead className="hidden lg:table-cell">Publicação</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Ações</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {posts.map((post) => (
                  <TableRow key={post.id} data-state={selected.has(post.id) ? "selected" : undefined}>
                    <TableCell className={cn("w-8 pr-0 align-top sm:align-middle", inTrash && "hidden")}>
                      <input
                        type="checkbox"
                        form={BULK_FORM_ID}
                        name="id"
                        value={post.id}
                        aria-label={`Selecionar "${post.name}"`}
                        className="size-4 accent-primary max-sm:mt-1"
                        checked={selected.has(post.id)}
                        onChange={(e) => toggle(post.id, e.target.checked)}
                      />
                    </TableCell>
                    <TableCell className="min-w-40 font-medium whitespace-normal">
                      <Link className="underline-offset-4 hover:underline" to={`/admin/posts/${post.id}`}>
                        {post.name}
                      </Link>
                      {/* On a phone the hidden columns' facts sit under the title. */}
                      <span className="mt-1 block text-xs font-normal text-muted-foreground lg:hidden">
                        <span className="sm:hidden">{post.category} · </span>
                        {publicationText(post)}
                      </span>
                      {inTrash ? null : <PostStatusBadge status={post.status} className="mt-1.5 sm:hidden" />}
                    </TableCell>
                    <TableCell className="hidden whitespace-normal sm:table-cell">{post.category}</TableCell>
                    <TableCell className="hidden sm:table-cell">
                      {inTrash ? (
                        <Badge variant="outline" className="border-destructive/50">
                          Na lixeira
                        </Badge>
                      ) : (
                        <PostStatusBadge status={post.status} />
                      )}
                    </TableCell>
                    <TableCell className="hidden whitespace-normal text-muted-foreground lg:table-cell">
                      {publicationText(post)}
                    </TableCell>
                    <TableCell className="pr-0 align-top sm:pr-2 sm:align-middle">
                      <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                        {inTrash ? (
                          <TrashRowActions post={post} state={state} onPurge={setPurging} />
                        ) : (
                          <>
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
                              {[...listParams(state)].map(([k, v]) => (
                                <input key={k} type="hidden" name={k} value={v} />
                              ))}
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
                          </>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}

        {pageCount > 1 ? (
          <AdminPagination page={state.page} pageCount={pageCount} href={(n) => listHref({ ...state, page: n })} />
        ) : null}

        <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !busy && setDeleting(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Excluir post</AlertDialogTitle>
              <AlertDialogDescription>{deleting ? deleteQuestion(deleting.name) : null}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
              <Form method="post">
                <DeleteFields id={deleting?.id ?? ""} state={state} />
                <Button type="submit" variant="destructive" disabled={busy} className="w-full sm:w-auto">
                  Excluir
                </Button>
              </Form>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>

        <AlertDialog open={purging !== null} onOpenChange={(open) => !open && setPurging(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Excluir definitivamente</AlertDialogTitle>
              <AlertDialogDescription>{purging ? purgeQuestion(purging.name) : null}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <Form method="post" onSubmit={() => setPurging(null)}>
                <RowFields intent="purge" id={purging?.id ?? ""} state={state} />
                <Button type="submit" variant="destructive" className="w-full sm:w-auto">
                  Excluir definitivamente
                </Button>
              </Form>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>

        <AlertDialog
          open={confirmingBulk !== null}
          onOpenChange={(open) => !open && !bulkBusy && setConfirmingBulk(null)}
        >
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{confirmingBulk ? BULK_ACTIONS[confirmingBulk.action].label : ""}</AlertDialogTitle>
              <AlertDialogDescription>
                {confirmingBulk ? bulkQuestion(confirmingBulk.action, confirmingBulk.ids.length) : null}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={bulkBusy}>Cancelar</AlertDialogCancel>
              <Form method="post">
                {confirmingBulk ? (
                  <BulkFields action={confirmingBulk.action} ids={confirmingBulk.ids} state={state} />
                ) : null}
                <Button type="submit" disabled={bulkBusy} className="w-full sm:w-auto">
                  {confirmingBulk ? BULK_ACTIONS[confirmingBulk.action].label : ""}
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

const BULK_FORM_ID = "acoes-em-lote";

const SORT_DESCRIPTIONS: Record<AdminPostSort, string> = {
  recentes: "do mais recente ao mais antigo",
  antigos: "do mais antigo ao mais recente",
  titulo: "em ordem alfabética",
};

/** When a post is (or will be) public: "Agendado para …", "Publicado em …", or its creation for a draft. */
function publicationText(post: {
  status: DisplayStatus;
  createdAt: string;
  publishedAt: string | null;
  deletedAt: string | null;
}) {
  if (post.deletedAt) {
    const end = new Date(new Date(post.deletedAt).getTime() + TRASH_DAYS * 86_400_000).toISOString();
    return `Na lixeira desde ${formatDateLong(post.deletedAt)}; apagado de vez em ${formatDateLong(end)}`;
  }
  if (post.status === "draft" || !post.publishedAt) return `Criado em ${formatDateLong(post.createdAt)}`;
  return `${post.status === "scheduled" ? "Agendado para" : "Publicado em"} ${formatDateLong(post.publishedAt)}`;
}

/** A filter of the list: a native select, submitted with the search (and at once with JavaScript). */
function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: [string, string][];
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="flex h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30"
      >
        {options.map(([v, text]) => (
          <option key={v} value={v} className="bg-background text-foreground">
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function BulkFields({ action, ids, state }: { action: BulkParam; ids: readonly string[]; state: ListState }) {
  return (
    <>
      <input type="hidden" name="intent" value="bulk" />
      <input type="hidden" name="acao" value={action} />
      <input type="hidden" name="lista" value={listParams(state).toString()} />
      {ids.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
    </>
  );
}

/** The bulk confirmation without JavaScript: the same words as the dialog, on the page. */
function BulkConfirmInline({ action, ids, state }: { action: BulkParam; ids: readonly string[]; state: ListState }) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="bulk-confirm-title"
      aria-describedby="bulk-confirm-text"
      className="mb-4 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <h3 id="bulk-confirm-title" className="font-semibold">
        {BULK_ACTIONS[action].label}
      </h3>
      <p id="bulk-confirm-text" className="mt-1 text-sm">
        {bulkQuestion(action, ids.length)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <BulkFields action={action} ids={ids} state={state} />
          <Button type="submit" size="sm">
            {BULK_ACTIONS[action].label}
          </Button>
        </Form>
        <Button asChild variant="outline" size="sm">
          <Link to={listHref(state)}>Cancelar</Link>
        </Button>
      </div>
    </section>
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
  // Issue 28 item 4: "enviou a imagem “lupulo.jpg”", "atualizou a imagem …" (its alt text).
  media: "a imagem",
};
const ACTION_WORD: Record<ActivityAction, string> = {
  create: "criou",
  update: "atualizou",
  delete: "excluiu",
  toggle: "ativou/desativou",
  activate: "ativou",
  deactivate: "desativou",
  publish: "publicou",
  unpublish: "moveu para rascunho",
  trash: "moveu para a lixeira",
  restore: "restaurou",
  purge: "excluiu definitivamente",
  revoke: "revogou",
  revert: "reverteu",
  upload: "enviou",
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
  return `Tem certeza que deseja excluir o post "${name}"? Ele vai para a Lixeira, sai do site na hora e pode ser restaurado por ${TRASH_DAYS} dias.`;
}

function purgeQuestion(name: string) {
  return `Excluir definitivamente o post "${name}"? Esta ação não pode ser desfeita.`;
}

/** A row's POST action (restore, purge) with the list to come back to. */
function RowFields({ intent, id, state }: { intent: "restore" | "purge"; id: string; state: ListState }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="lista" value={listParams(state).toString()} />
    </>
  );
}

/** A trashed post's actions: "Restaurar" at once, "Excluir definitivamente" after asking. */
function TrashRowActions({
  post,
  state,
  onPurge,
}: {
  post: { id: string; name: string };
  state: ListState;
  onPurge: (post: { id: string; name: string }) => void;
}) {
  return (
    <>
      <Form method="post">
        <RowFields intent="restore" id={post.id} state={state} />
        <Button type="submit" variant="outline" size="sm" aria-label="Restaurar" title={`Restaurar "${post.name}"`}>
          <RotateCcw aria-hidden="true" />
          <span className="hidden sm:inline">Restaurar</span>
        </Button>
      </Form>
      {/* Without JavaScript this GET form asks on the page. */}
      <Form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          onPurge({ id: post.id, name: post.name });
        }}
      >
        {[...listParams(state)].map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <Button
          type="submit"
          name="purgar"
          value={post.id}
          variant="outline"
          size="sm"
          aria-label="Excluir definitivamente"
          title={`Excluir definitivamente "${post.name}"`}
          className="[&_svg]:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">Excluir definitivamente</span>
        </Button>
      </Form>
    </>
  );
}

function DeleteFields({ id, state }: { id: string; state: ListState }) {
  return (
    <>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="lista" value={listParams(state).toString()} />
    </>
  );
}

/** The confirmation without JavaScript: the same words as the dialog, on the page. */
function PostDeleteConfirm({ post, state }: { post: { id: string; name: string }; state: ListState }) {
  return (
    <InlineDeleteConfirm
      title="Excluir post"
      cancelTo={listHref(state)}
      fields={<DeleteFields id={post.id} state={state} />}
    >
      {deleteQuestion(post.name)}
    </InlineDeleteConfirm>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Lista de Posts");
