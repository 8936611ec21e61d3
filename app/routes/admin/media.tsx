// /admin/midia (issue 28 item 4): the media library. Every uploaded image with its size, alt
// text (editable), where it is used and when it came; search by name or alt text (?q=) and
// pages of 24, all working without JavaScript. An image is deleted only when nothing uses it;
// otherwise the answer names every place. Uploads post to /admin/imagens, the editor's endpoint,
// so the same checks apply; with JavaScript the page sends the file itself and reloads the list.
// The picker of the editor, SEO and ad forms (components/admin/media-picker.tsx) reads this
// loader with ?seletor=1, which leaves the usages out.
import ImageUp from "lucide-react/icons/image-up";
import Search from "lucide-react/icons/search";
import Trash2 from "lucide-react/icons/trash";
import X from "lucide-react/icons/x";
import { useRef, useState } from "react";
import { data, Form, Link, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/media";
import {
  AdminPagination,
  adminMeta,
  AdminSection,
  EmptyState,
  InlineDeleteConfirm,
} from "~/components/admin/admin-page";
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
import { SpinnerIcon } from "~/components/ui/spinner";
import { useDeleteDialog } from "~/components/admin/use-delete-dialog";
import { requireAdmin } from "~/lib/auth/auth.server";
import { formatDateLong, formatNumber } from "~/lib/format";
import { parseSubmission } from "~/lib/http/form.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { toast } from "~/lib/toast";
import { formatBytes } from "~/lib/media/media";
import { UPLOAD_ENDPOINT, uploadImage, UploadImageError } from "~/lib/media/upload-image";
import { describeUsage, inUseMessage, type MediaUsage } from "~/lib/media/usage";
import { deleteMedia, findMediaUsages, getLibraryItem, listMedia, updateMediaAlt } from "~/models/media.server";
import { MEDIA_ALT_MAX, MEDIA_MESSAGES, mediaAltSchema } from "~/schemas/media";

const LIST = "/admin/midia";

function listHref(q: string, page: number, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("pagina", String(page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${LIST}?${query}` : LIST;
}

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1;
  const result = await listMedia({ q, page });
  const items = result.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() }));
  if (url.searchParams.has("seletor")) {
    return { picker: true as const, items, q, page: result.page, pageCount: result.pageCount, total: result.total };
  }
  const usages = await findMediaUsages(items.map((item) => item.id));
  const rows = items.map((item) => ({ ...item, usages: usages.get(item.id.toLowerCase()) ?? [] }));
  // Without JavaScript "Excluir" asks here, on the page (?excluir=<id>).
  const excluir = url.searchParams.get("excluir");
  let confirm: (typeof rows)[number] | null = excluir ? (rows.find((row) => row.id === excluir) ?? null) : null;
  if (excluir && !confirm) {
    const item = await getLibraryItem(excluir);
    if (item) {
      const found = (await findMediaUsages([item.id])).get(item.id.toLowerCase()) ?? [];
      confirm = { ...item, createdAt: item.createdAt.toISOString(), usages: found };
    }
  }
  return {
    picker: false as const,
    rows,
    q,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    confirm,
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const back = String(form.get("voltar") ?? "");
  // Back to the page the form was on (its search and page), never elsewhere.
  const returnTo = back.startsWith(`${LIST}?`) || back === LIST ? back : LIST;

  if (intent === "alt") {
    const values = { altText: String(form.get("altText") ?? "") };
    const parsed = parseSubmission(mediaAltSchema, values);
    if (parsed.response) {
      return data(
        { id, error: parsed.response.data.fieldErrors.altText ?? MEDIA_MESSAGES.altTooLong, values },
        { status: 400 },
      );
    }
    const found = await updateMediaAlt(id, parsed.value.altText, admin);
    if (!found) {
      return redirectWithToast(returnTo, {
        type: "error",
        title: MEDIA_MESSAGES.altError,
        description: MEDIA_MESSAGES.notFound,
      });
    }
    return redirectWithToast(returnTo, { type: "success", title: MEDIA_MESSAGES.altSaved });
  }

  if (intent === "delete") {
    const result = await deleteMedia(id, admin);
    if (result.ok) return redirectWithToast(returnTo, { type: "success", title: MEDIA_MESSAGES.deleted });
    const description = result.reason === "in-use" ? inUseMessage(result.usages) : MEDIA_MESSAGES.notFound;
    return redirectWithToast(returnTo, {
      type: "error",
      title: MEDIA_MESSAGES.deleteError,
      description,
    });
  }

  return data({ id: "", error: "Ação desconhecida.", values: { altText: "" } }, { status: 400 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Row = Extract<LoaderData, { picker: false }>["rows"][number];

function pixelSize(item: { width: number | null; height: number | null }) {
  return item.width && item.height
    ? `${formatNumber(item.width)} × ${formatNumber(item.height)} px`
    : "tamanho desconhecido";
}

function deleteQuestion(row: Row) {
  return `Tem certeza que deseja excluir a imagem "${row.originalName || "sem nome"}"? Esta ação não pode ser desfeita.`;
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { deleting, setDeleting, busy } = useDeleteDialog<Row>();
  if (loaderData.picker) return null;
  const { rows, q, page, pageCount, total, confirm } = loaderData;
  const here = listHref(q, page);

  return (
    <AdminSection
      title="Mídia"
      description={
        q
          ? `${total === 1 ? "1 imagem encontrada" : `${formatNumber(total)} imagens encontradas`} para "${q}".`
          : "Todas as imagens enviadas ao site, das mais recentes às mais antigas. Uma imagem só pode ser excluída quando não está em uso."
      }
    >
      <UploadForm />

      <Form method="get" role="search" aria-label="Buscar imagens" className="mb-4 flex gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <label htmlFor="media-search" className="sr-only">
            Buscar por nome ou texto alternativo
          </label>
          <Input
            id="media-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Buscar por nome ou texto alternativo..."
            className="pl-9"
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
        {q ? (
          <Button asChild variant="ghost" size="icon">
            <Link to={LIST} aria-label="Limpar busca">
              <X aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </Form>

      {confirm ? <MediaDeleteConfirm row={confirm} here={here} /> : null}

      {rows.length === 0 ? (
        <EmptyState>{q ? "Nenhuma imagem encontrada." : "Nenhuma imagem enviada ainda."}</EmptyState>
      ) : (
        <ul aria-label="Imagens" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {rows.map((row) => (
            <MediaCard
              key={row.id}
              row={row}
              here={here}
              error={actionData && actionData.id === row.id ? actionData : null}
              onDelete={() => setDeleting(row)}
            />
          ))}
        </ul>
      )}

      {pageCount > 1 ? <AdminPagination page={page} pageCount={pageCount} href={(n) => listHref(q, n)} /> : null}

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !busy && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Excluir imagem</AlertDialogTitle>
            <AlertDialogDescription>{deleting ? deleteQuestion(deleting) : null}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
            <Form method="post" action={LIST}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={deleting?.id ?? ""} />
              <input type="hidden" name="voltar" value={here} />
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

/**
 * "Enviar imagem": without JavaScript a plain multipart form to the upload endpoint, which
 * answers with a redirect back here; with it the file goes through the editor's upload helper
 * (the same early checks) and the list reloads.
 */
function UploadForm() {
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      toast.error(MEDIA_MESSAGES.uploadError, { description: "Escolha uma imagem para enviar." });
      return;
    }
    setSending(true);
    try {
      await uploadImage(file);
      toast.success(MEDIA_MESSAGES.uploaded);
      event.currentTarget?.reset();
      if (input.current) input.current.value = "";
      await revalidator.revalidate();
    } catch (error) {
      const description = error instanceof UploadImageError ? error.message : "Tente novamente.";
      toast.error(MEDIA_MESSAGES.uploadError, { description });
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      method="post"
      action={`${UPLOAD_ENDPOINT}?voltar=midia`}
      encType="multipart/form-data"
      onSubmit={(event) => void onSubmit(event)}
      className="mb-4 flex flex-col gap-2 rounded-lg border border-dashed bg-muted/30 p-3 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor="media-upload" className="text-sm font-medium">
          Nova imagem
        </label>
        <Input
          ref={input}
          id="media-upload"
          type="file"
          name="file"
          required
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-describedby="media-upload-hint"
        />
        <p id="media-upload-hint" className="text-xs text-muted-foreground">
          PNG, JPEG, WebP ou GIF, até 5 MB.
        </p>
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? <SpinnerIcon /> : <ImageUp aria-hidden="true" />}
        Enviar imagem
      </Button>
    </form>
  );
}

function MediaCard({
  row,
  here,
  error,
  onDelete,
}: {
  row: Row;
  here: string;
  error: { error: string; values: { altText: string } } | null;
  onDelete: () => void;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "alt" &&
    navigation.formData.get("id") === row.id;
  const name = row.originalName || "Imagem sem nome";
  const altId = `alt-${row.id}`;
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card">
      <div className="flex aspect-video items-center justify-center bg-muted">
        <img
          src={row.url}
          alt={row.altText}
          width={row.width ?? undefined}
          height={row.height ?? undefined}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div className="min-w-0">
          <h3 className="truncate font-medium" title={name}>
            {name}
          </h3>
          <p className="text-xs text-muted-foreground">
            {pixelSize(row)} · {formatBytes(row.sizeBytes)}
          </p>
          <p className="text-xs text-muted-foreground">
            Enviada em <time dateTime={row.createdAt}>{formatDateLong(row.createdAt)}</time>
          </p>
        </div>
        <Form method="post" action={LIST} className="space-y-1">
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="voltar" value={here} />
          <label htmlFor={altId} className="text-sm font-medium">
            Texto alternativo
          </label>
          <div className="flex gap-2">
            <Input
              id={altId}
              name="altText"
              defaultValue={error ? error.values.altText : row.altText}
              maxLength={MEDIA_ALT_MAX + 50}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${altId}-error` : undefined}
              placeholder="Descreva a imagem"
            />
            <Button type="submit" variant="secondary" disabled={saving}>
              {saving ? <SpinnerIcon /> : null}
              Salvar
            </Button>
          </div>
          {error ? (
            <p id={`${altId}-error`} className="text-sm font-medium text-destructive">
              {error.error}
            </p>
          ) : null}
        </Form>
        <Usages usages={row.usages} />
        <div className="mt-auto flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={row.url} target="_blank" rel="noreferrer">
              Abrir
            </a>
          </Button>
          {/* Without JavaScript this GET form shows the confirmation on the page. */}
          <Form
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              if (row.usages.length > 0)
                toast.error(MEDIA_MESSAGES.deleteError, { description: inUseMessage(row.usages) });
              else onDelete();
            }}
          >
            {here.includes("?")
              ? [...new URLSearchParams(here.split("?")[1]).entries()].map(([key, value]) => (
                  <input key={key} type="hidden" name={key} value={value} />
                ))
              : null}
            <Button
              type="submit"
              name="excluir"
              value={row.id}
              variant="outline"
              size="sm"
              title={`Excluir "${name}"`}
              className="[&_svg]:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              Excluir
            </Button>
          </Form>
        </div>
      </div>
    </li>
  );
}

function Usages({ usages }: { usages: MediaUsage[] }) {
  if (usages.length === 0) return <p className="text-sm text-muted-foreground">Não está em uso.</p>;
  return (
    <div className="text-sm">
      <p className="font-medium">Em uso:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {usages.map((usage, i) => (
          <li key={`${usage.kind}-${usage.href}-${i}`} className="break-words">
            <Link to={usage.href} className="underline underline-offset-2 hover:text-primary">
              {describeUsage(usage)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The confirmation without JavaScript: the same words as the dialog, or why it cannot be done. */
function MediaDeleteConfirm({ row, here }: { row: Row; here: string }) {
  const cancelTo = here;
  if (row.usages.length > 0) {
    return (
      <section role="alert" className="mb-4 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <h3 className="font-semibold">{MEDIA_MESSAGES.deleteError}</h3>
        <p className="mt-1">{inUseMessage(row.usages)}</p>
        <Button asChild variant="outline" size="sm" className="mt-3">
          <Link to={cancelTo}>Voltar</Link>
        </Button>
      </section>
    );
  }
  return (
    <InlineDeleteConfirm
      title="Excluir imagem"
      action={LIST}
      cancelTo={cancelTo}
      fields={
        <>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="voltar" value={here} />
        </>
      }
    >
      {deleteQuestion(row)}
    </InlineDeleteConfirm>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Mídia");
